import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWED,
  LISTED,
  REFUSED,
  esbuildBundleContents,
  expressionRank,
  licenceReport,
  packageDirOf,
  packageNameOf,
  productionPackages,
} from './licences.mjs';

/** Packages as production holds them (one folder each), judged. */
const report = (packages) =>
  licenceReport(
    packages.map(([name, licence]) => ({
      name,
      version: '1.0.0',
      licence,
      dir: `/x/node_modules/${name}`,
      where: ['API, installed'],
    })),
  );

describe('licence rule', () => {
  it('fails on AGPL (MuPDF, which the server once used to render PDFs), GPL, SSPL and linked LGPL', () => {
    const { problems, listed } = report([
      ['fastify', 'MIT'],
      ['mupdf', 'AGPL-3.0-or-later'],
      ['a', 'GPL-2.0-only'],
      ['b', 'SSPL-1.0'],
      ['c', '(MIT AND GPL-3.0-or-later)'],
      ['d', 'LGPL-2.1-only'],
      ['e', 'MPL-2.0 AND GPL-2.0-only'],
    ]);
    expect(problems).toEqual([
      'a@1.0.0: GPL-2.0-only (copyleft: not allowed in production) [API, installed]',
      'b@1.0.0: SSPL-1.0 (copyleft: not allowed in production) [API, installed]',
      'c@1.0.0: (MIT AND GPL-3.0-or-later) (copyleft: not allowed in production) [API, installed]',
      'd@1.0.0: LGPL-2.1-only (copyleft: not allowed in production) [API, installed]',
      'e@1.0.0: MPL-2.0 AND GPL-2.0-only (copyleft: not allowed in production) [API, installed]',
      'mupdf@1.0.0: AGPL-3.0-or-later (copyleft: not allowed in production) [API, installed]',
    ]);
    expect(listed).toEqual([]);
  });

  it('fails on a missing licence and on one nobody reviewed', () => {
    expect(
      report([
        ['d', undefined],
        ['e', 'EUPL-1.2'],
      ]).problems,
    ).toEqual([
      'd@1.0.0: no licence declared [API, installed]',
      'e@1.0.0: EUPL-1.2 (not on the reviewed list in scripts/lib/licences.mjs) [API, installed]',
    ]);
  });

  it("allows MPL-2.0 (web-push), sharp's libvips and libheif's WebAssembly, and lists them; a permissive choice is not listed", () => {
    const { problems, listed, count } = report([
      ['web-push', 'MPL-2.0'],
      ['with-mpl-part', '(MIT AND MPL-2.0)'],
      ['@img/sharp-libvips-linux-x64', 'LGPL-3.0-or-later'],
      ['@img/sharp-win32-x64', 'Apache-2.0 AND LGPL-3.0-or-later'],
      ['libheif-js', 'LGPL-3.0'],
      ['dual', '(MIT OR GPL-3.0-or-later)'],
      ['mpl-or-mit', '(MPL-2.0 OR MIT)'],
    ]);
    expect(problems).toEqual([]);
    expect(listed).toEqual([
      '@img/sharp-libvips-linux-x64@1.0.0: LGPL-3.0-or-later (shared library) [API, installed]',
      '@img/sharp-win32-x64@1.0.0: Apache-2.0 AND LGPL-3.0-or-later (shared library) [API, installed]',
      'libheif-js@1.0.0: LGPL-3.0 (shared library) [API, installed]',
      'web-push@1.0.0: MPL-2.0 (weak copyleft, used unmodified) [API, installed]',
      'with-mpl-part@1.0.0: (MIT AND MPL-2.0) (weak copyleft, used unmodified) [API, installed]',
    ]);
    expect(count).toBe(7);
  });

  it('reads SPDX expressions: OR takes the better side, AND the worse, WITH judges the licence', () => {
    const rank = (id) =>
      ({ MIT: ALLOWED, 'Apache-2.0': ALLOWED, 'MPL-2.0': LISTED })[id] ?? REFUSED;
    expect(expressionRank('MIT', rank)).toBe(ALLOWED);
    expect(expressionRank('(GPL-2.0 OR (MIT AND Apache-2.0))', rank)).toBe(ALLOWED);
    expect(expressionRank('(GPL-2.0 OR (MIT AND CDDL-1.0))', rank)).toBe(REFUSED);
    expect(expressionRank('MIT AND MPL-2.0', rank)).toBe(LISTED);
    expect(expressionRank('MPL-2.0 OR Apache-2.0', rank)).toBe(ALLOWED);
    expect(expressionRank('Apache-2.0 WITH LLVM-exception', rank)).toBe(ALLOWED);
    expect(() => expressionRank('(MIT', rank)).toThrow(/unbalanced|incomplete/);
    expect(() => expressionRank('MIT MIT', rank)).toThrow(/unexpected/);
  });
});

describe('what a bundle holds', () => {
  it('finds the package of a bundled file, scoped, nested or marked by the bundler', () => {
    expect(packageDirOf('../../node_modules/zod/v4/core/core.js')).toBe('../../node_modules/zod');
    expect(packageDirOf('node_modules/@auth0/auth0-react/dist/x.js')).toBe(
      'node_modules/@auth0/auth0-react',
    );
    expect(packageDirOf('/r/node_modules/a/node_modules/@s/b/i.js?commonjs-proxy')).toBe(
      '/r/node_modules/a/node_modules/@s/b',
    );
    expect(packageDirOf('\0/r/node_modules/c/i.js')).toBe('/r/node_modules/c');
    expect(packageDirOf('../../packages/shared/src/phone.ts')).toBeNull();
    expect(packageNameOf('twilio/lib/webhooks/webhooks')).toBe('twilio');
    expect(packageNameOf('@aws-sdk/client-s3')).toBe('@aws-sdk/client-s3');
    expect([packageNameOf('node:crypto'), packageNameOf('fs'), packageNameOf('./x')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("reads esbuild's metafile: files with bytes in the output, and the packages left external", () => {
    const metafile = {
      outputs: {
        'dist/main.js.map': { imports: [], inputs: {} },
        'dist/main.js': {
          imports: [
            { path: 'node:crypto', kind: 'import-statement', external: true },
            { path: 'twilio/lib/webhooks/webhooks', kind: 'import-statement', external: true },
            { path: '@fastify/static', kind: 'import-statement', external: true },
            { path: 'fastify', kind: 'dynamic-import', external: true },
            { path: 'src/chunk.js', kind: 'import-statement' },
          ],
          inputs: {
            'src/main.ts': { bytesInOutput: 120 },
            '../../node_modules/csv-parse/dist/esm/sync.js': { bytesInOutput: 900 },
            '../../node_modules/tree-shaken/index.js': { bytesInOutput: 0 },
            '(disabled):../../node_modules/x/fs': { bytesInOutput: 10 },
          },
        },
      },
    };
    expect(esbuildBundleContents(metafile, '/r/apps/api')).toEqual({
      files: ['/r/apps/api/src/main.ts', '/r/node_modules/csv-parse/dist/esm/sync.js'],
      external: ['twilio', '@fastify/static', 'fastify'],
    });
  });
});

describe('production packages of a built tree', () => {
  let root;
  const pkg = (dir, manifest) => {
    mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(
      path.join(root, dir, 'package.json'),
      JSON.stringify({ version: '1.0.0', ...manifest }),
    );
  };
  const metafile = (inputs, externals = []) => ({
    outputs: {
      'dist/main.js': {
        imports: externals.map((p) => ({ path: p, kind: 'import-statement', external: true })),
        inputs: Object.fromEntries(inputs.map((file) => [file, { bytesInOutput: 10 }])),
      },
    },
  });
  const run = ({ bundled = [], external = [], dependencies = [], web = [] }) => {
    const { packages, problems } = productionPackages({
      api: {
        dir: path.join(root, 'apps/api'),
        metafile: metafile(bundled, external),
        dependencies,
      },
      web: { dir: path.join(root, 'apps/web'), files: web },
    });
    return { problems, packages, report: licenceReport(packages) };
  };
  const names = (packages) => packages.map((p) => `${p.name}@${p.version} ${p.where}`).sort();

  beforeAll(() => {
    root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'licences-')));
    mkdirSync(path.join(root, 'apps/api/node_modules'), { recursive: true });
    mkdirSync(path.join(root, 'apps/web'), { recursive: true });
    pkg('node_modules/perm', {
      name: 'perm',
      license: 'MIT',
      dependencies: { deep: '^1', 'other-platform': '^1' },
      optionalDependencies: { 'other-platform': '^1' },
      peerDependencies: { 'peer-present': '*', 'peer-absent': '*' },
      peerDependenciesMeta: { 'peer-absent': { optional: true } },
    });
    pkg('node_modules/deep', { name: 'deep', license: 'ISC' });
    pkg('node_modules/peer-present', { name: 'peer-present', license: 'BSD-3-Clause' });
    pkg('node_modules/host', { name: 'host', license: 'MIT', dependencies: { deep: '^2' } });
    pkg('node_modules/host/node_modules/deep', {
      name: 'deep',
      version: '2.0.0',
      licenses: [{ type: 'MIT' }, { type: 'GPL-2.0' }],
    });
    pkg('node_modules/web-push', { name: 'web-push', version: '3.6.7', license: 'MPL-2.0' });
    pkg('node_modules/gpl-lib', { name: 'gpl-lib', license: 'GPL-3.0-only' });
    pkg('node_modules/@scope/ui', { name: '@scope/ui', license: 'Apache-2.0' });
    pkg('node_modules/rolldown', { name: 'rolldown', license: 'MIT' });
    pkg('node_modules/needs-ghost', {
      name: 'needs-ghost',
      license: 'MIT',
      dependencies: { ghost: '1' },
    });
    // A workspace of ours, linked as npm does: followed, not judged (it declares no licence).
    pkg('packages/shared', { name: '@dugout/shared', private: true, dependencies: { deep: '*' } });
    mkdirSync(path.join(root, 'node_modules/@dugout'), { recursive: true });
    symlinkSync('../../packages/shared', path.join(root, 'node_modules/@dugout/shared'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fails on a GPL package bundled into the API or the web bundle', () => {
    const api = run({ bundled: ['../../node_modules/gpl-lib/index.js', 'src/main.ts'] });
    expect(api.problems).toEqual([]);
    expect(api.report.problems).toEqual([
      'gpl-lib@1.0.0: GPL-3.0-only (copyleft: not allowed in production) [API bundle]',
    ]);
    const web = run({ web: ['../../node_modules/gpl-lib/dist/x.js', 'src/main.tsx'] });
    expect(web.report.problems).toEqual([
      'gpl-lib@1.0.0: GPL-3.0-only (copyleft: not allowed in production) [web bundle]',
    ]);
  });

  it('passes MPL-2.0 installed for the API and lists it', () => {
    const { problems, report } = run({ dependencies: ['web-push'], external: ['web-push'] });
    expect(problems).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.listed).toEqual([
      'web-push@3.6.7: MPL-2.0 (weak copyleft, used unmodified) [API, installed]',
    ]);
  });

  it("installs each dependency's dependencies, the nearest copy, and follows our workspaces", () => {
    const { packages, problems, report } = run({
      dependencies: ['perm', 'host', '@dugout/shared'],
    });
    expect(problems).toEqual([]);
    expect(names(packages)).toEqual([
      'deep@1.0.0 API, installed',
      'deep@2.0.0 API, installed',
      'host@1.0.0 API, installed',
      'peer-present@1.0.0 API, installed',
      'perm@1.0.0 API, installed',
    ]);
    // The nested deep's old `licenses` list is a choice: MIT.
    expect(report.problems).toEqual([]);
  });

  it('fails when the bundle imports a package the API does not declare, or a dependency is missing', () => {
    const { problems } = run({ external: ['perm'], dependencies: ['needs-ghost'] });
    expect(problems).toEqual([
      'perm: imported by the API bundle but not a dependency of apps/api',
      'ghost (needed by needs-ghost): not installed',
    ]);
  });

  it('counts a package once wherever it is, and code a build tool added as that tool', () => {
    const { packages, report, problems } = run({
      dependencies: ['deep'],
      bundled: ['../../node_modules/deep/a.js'],
      web: [
        '../../node_modules/deep/b.js',
        '../../node_modules/@scope/ui/c.js',
        '\0rolldown/runtime.js',
      ],
    });
    expect(problems).toEqual([]);
    expect(names(packages)).toEqual([
      '@scope/ui@1.0.0 web bundle',
      'deep@1.0.0 API bundle',
      'deep@1.0.0 API, installed',
      'deep@1.0.0 web bundle',
      'rolldown@1.0.0 web bundle',
    ]);
    expect(report.count).toBe(3);
  });
});
