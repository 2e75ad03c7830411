import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './build.mjs';
import { expressionAllowed, licenceProblems } from './licences.mjs';

/** A lockfile with the given packages installed for production (or dev, when marked). */
function lockWith(packages) {
  const entries = Object.fromEntries(
    packages.map(([name, license, extra = {}]) => [
      `node_modules/${name}`,
      { version: '1.0.0', license, ...extra },
    ]),
  );
  return {
    lockfileVersion: 3,
    packages: { '': { name: 'dugout' }, 'apps/api': { name: '@dugout/api' }, ...entries },
  };
}

describe('licence check', () => {
  it('passes the lockfile as committed', () => {
    const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
    expect(licenceProblems(lock)).toEqual([]);
  });

  it('fails on an AGPL production dependency (MuPDF, which the server used to render PDFs)', () => {
    const problems = licenceProblems(
      lockWith([
        ['fastify', 'MIT'],
        ['mupdf', 'AGPL-3.0-or-later'],
      ]),
    );
    expect(problems).toEqual([
      'mupdf@1.0.0: AGPL-3.0-or-later (copyleft: not allowed in production)',
    ]);
  });

  it('fails on GPL and SSPL, also inside an AND, and on a missing or unreviewed licence', () => {
    const problems = licenceProblems(
      lockWith([
        ['a', 'GPL-2.0-only'],
        ['b', 'SSPL-1.0'],
        ['c', '(MIT AND GPL-3.0-or-later)'],
        ['d', undefined],
        ['e', 'EUPL-1.2'],
        ['f', 'LGPL-2.1-only'],
      ]),
    );
    expect(problems.map((p) => p.split('@')[0])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(problems[3]).toBe('d@1.0.0: no licence declared');
  });

  it("allows a permissive choice, sharp's libvips (a shared library) and dev-only packages", () => {
    const problems = licenceProblems(
      lockWith([
        ['dual', '(MIT OR GPL-3.0-or-later)'],
        ['@img/sharp-libvips-linux-x64', 'LGPL-3.0-or-later'],
        ['@img/sharp-win32-x64', 'Apache-2.0 AND LGPL-3.0-or-later'],
        ['only-for-tests', 'GPL-3.0-only', { dev: true }],
        ['linked', 'GPL-3.0-only', { link: true }],
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('reads SPDX expressions: OR needs one side, AND both, WITH judges the licence', () => {
    const ok = (id) => id === 'MIT' || id === 'Apache-2.0';
    expect(expressionAllowed('MIT', ok)).toBe(true);
    expect(expressionAllowed('(GPL-2.0 OR (MIT AND Apache-2.0))', ok)).toBe(true);
    expect(expressionAllowed('(GPL-2.0 OR (MIT AND CDDL-1.0))', ok)).toBe(false);
    expect(expressionAllowed('Apache-2.0 WITH LLVM-exception', ok)).toBe(true);
    expect(() => expressionAllowed('(MIT', ok)).toThrow(/unbalanced|incomplete/);
  });
});
