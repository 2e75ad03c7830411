import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/build.mjs';
import { fixtureEslint } from './lib/fixture-eslint.mjs';

// The layers of eslint.config.js, shown failing on small fixtures placed where the rules apply.
// Most are linted as text under a made-up name (nothing written); the cycle needs two real files.
const eslint = fixtureEslint();
const cycleDir = path.join(repoRoot, `apps/api/src/platform/zz-lint-cycle-${process.pid}`);

/** The import-x problems ESLint reports for `code` as if it were the file at `file`. */
async function importProblems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages
    .filter((m) => m.ruleId?.startsWith('import-x/') || m.fatal)
    .map((m) => `${m.ruleId}: ${m.message}`);
}

/** A fixture that imports `specifier` and uses it (so only the import itself can be wrong). */
const importing = (...specifiers) =>
  specifiers.map((s, i) => `import * as m${i} from '${s}';`).join('\n') +
  `\nexport const used = [${specifiers.map((_, i) => `m${i}`).join(', ')}];\n`;

beforeAll(() => {
  mkdirSync(cycleDir, { recursive: true });
  writeFileSync(path.join(cycleDir, 'a.ts'), importing('./b'));
  writeFileSync(path.join(cycleDir, 'b.ts'), importing('./a'));
});

afterAll(() => {
  rmSync(cycleDir, { recursive: true, force: true });
});

describe('lint: layers and boundaries', { timeout: 60_000 }, () => {
  it('fails when platform imports a module, seed or the app wiring', async () => {
    const problems = await importProblems(
      'apps/api/src/platform/zz-fixture.ts',
      importing('../modules/events/index', '../seed/demo-users', '../app'),
    );
    expect(problems).toHaveLength(3);
    for (const problem of problems) {
      expect(problem).toMatch(/^import-x\/no-restricted-paths: .*platform imports nothing from/);
    }
  });

  it("fails when an API module imports another module's internals", async () => {
    const problems = await importProblems(
      'apps/api/src/modules/search/zz-fixture.ts',
      importing('../content/content-links'),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*modules\/<name>\/index\.ts/),
    ]);
  });

  it("fails when events and rsvp reach into each other's files (only index.ts)", async () => {
    const fromRsvp = await importProblems(
      'apps/api/src/modules/rsvp/zz-fixture.ts',
      importing('../events/events.queries', '../events/events.routes'),
    );
    const fromEvents = await importProblems(
      'apps/api/src/modules/events/zz-fixture.ts',
      importing('../rsvp/rsvp.service'),
    );
    for (const problem of [...fromRsvp, ...fromEvents]) {
      expect(problem).toMatch(/^import-x\/no-restricted-paths: .*modules\/<name>\/index\.ts/);
    }
    expect([fromRsvp.length, fromEvents.length]).toEqual([2, 1]);
  });

  it('fails when a web feature imports another feature', async () => {
    const problems = await importProblems(
      'apps/web/src/features/events/zz-fixture.ts',
      importing('../contacts/locales'),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature imports no other feature/),
    ]);
  });

  it('fails when lib or components import a feature or the app', async () => {
    const fromLib = await importProblems(
      'apps/web/src/lib/zz-fixture.ts',
      importing('../features/events/locales', '../app/locales'),
    );
    const fromComponents = await importProblems(
      'apps/web/src/components/zz-fixture.ts',
      importing('../features/events/locales'),
    );
    for (const problem of [...fromLib, ...fromComponents]) {
      expect(problem).toMatch(
        /^import-x\/no-restricted-paths: .*lib and components know no feature/,
      );
    }
    expect([fromLib.length, fromComponents.length]).toEqual([2, 1]);
  });

  it('fails when one app imports the other', async () => {
    const problems = await importProblems(
      'apps/web/src/lib/zz-fixture.ts',
      importing('../../../api/src/platform/errors'),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*only @dugout\/shared/),
    ]);
  });

  it('fails on a two-file import cycle', async () => {
    const results = await eslint.lintFiles([cycleDir]);
    const cycles = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'import-x/no-cycle'),
    );
    expect(cycles.map((m) => m.message)).toEqual([
      'Dependency cycle detected',
      'Dependency cycle detected',
    ]);
  });

  it('fails when a service or route builds a Kysely query, and passes the same in *.queries.ts', async () => {
    const code = [
      "import { sql } from 'kysely';",
      "import type { Db } from '../../platform/db/database';",
      "export const names = (db: Db) => db.selectFrom('contacts').select('first_name').execute();",
      'export const ping = (db: Db) => sql`select 1`.execute(db);',
      "export const gone = (db: Db) => db.deleteFrom('contacts').execute();",
      '',
    ].join('\n');
    const sqlProblems = async (file) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
      return result.messages
        .filter((m) => /^no-restricted-(syntax|imports)$/.test(m.ruleId ?? '') || m.fatal)
        .map((m) => `${m.ruleId}: ${m.message}`);
    };
    for (const file of [
      'apps/api/src/modules/health/zz-fixture.service.ts',
      'apps/api/src/modules/health/zz-fixture.routes.ts',
      'apps/api/src/modules/health/zz-fixture.ts',
    ]) {
      expect(await sqlProblems(file), file).toEqual([
        expect.stringMatching(/^no-restricted-imports: 'sql' import from 'kysely' is restricted/),
        expect.stringMatching(
          /^no-restricted-syntax: Build Kysely queries only in a \*\.queries\.ts/,
        ),
        expect.stringMatching(
          /^no-restricted-syntax: Build Kysely queries only in a \*\.queries\.ts/,
        ),
      ]);
    }
    expect(await sqlProblems('apps/api/src/modules/health/zz-fixture.queries.ts')).toEqual([]);
  });

  it('passes the imports the layers allow', async () => {
    const legal = [
      // platform reads platform and @dugout/shared
      ['apps/api/src/platform/zz-fixture.ts', ['./errors', '@dugout/shared']],
      // a module reads platform, its own files and another module's public entry
      [
        'apps/api/src/modules/search/zz-fixture.ts',
        ['../../platform/errors', './search.schema', '../content/index'],
      ],
      // the wiring reads modules and seed
      ['apps/api/src/zz-fixture.ts', ['./modules/index', './seed/demo-users']],
      // a feature reads lib, components and itself
      [
        'apps/web/src/features/events/zz-fixture.ts',
        ['../../lib/paths', '../../components/ui/spinner', './locales'],
      ],
      // the app wires features together
      [
        'apps/web/src/app/zz-fixture.ts',
        ['../features/events/locales', '../features/contacts/locales'],
      ],
    ];
    for (const [file, specifiers] of legal) {
      expect(await importProblems(file, importing(...specifiers)), file).toEqual([]);
    }
  });
});
