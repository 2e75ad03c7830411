import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/build.mjs';

// eslint.config.js's declared-dependencies rule, on fixtures linted as text under made-up names in
// each workspace (nothing is written).
const eslint = new ESLint({ cwd: repoRoot });

/** What no-extraneous-dependencies says about `code` as if it were the file at `file`. */
async function dependencyProblems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-extraneous-dependencies' || m.fatal)
    .map((m) => m.message);
}

/** A fixture that imports each specifier and uses it. */
const importing = (...specifiers) =>
  specifiers.map((s, i) => `import * as m${i} from '${s}';`).join('\n') +
  `\nexport const used = [${specifiers.map((_, i) => `m${i}`).join(', ')}];\n`;

describe('lint: every import is declared by its workspace', { timeout: 60_000 }, () => {
  it("fails when production source imports a devDependency or another workspace's package", async () => {
    expect(
      await dependencyProblems('apps/api/src/platform/zz-fixture.ts', importing('esbuild', 'vite')),
    ).toEqual([
      "'esbuild' should be listed in the project's dependencies, not devDependencies.",
      expect.stringMatching(/^'vite' should be listed in the project's dependencies\. Run/),
    ]);
    expect(
      await dependencyProblems('apps/web/src/lib/zz-fixture.ts', importing('csv-parse', 'vite')),
    ).toEqual([
      expect.stringMatching(/^'csv-parse' should be listed in the project's dependencies\. Run/),
      "'vite' should be listed in the project's dependencies, not devDependencies.",
    ]);
    // The root's devDependencies are for tests and tools, not for what ships.
    expect(
      await dependencyProblems('packages/shared/src/zz-fixture.ts', importing('csv-parse/sync')),
    ).toEqual(["'csv-parse' should be listed in the project's dependencies, not devDependencies."]);
    expect(
      await dependencyProblems('apps/web/src/lib/zz-fixture.ts', importing('fast-check')),
    ).toEqual([
      expect.stringMatching(/^'fast-check' should be listed in the project's dependencies\. Run/),
    ]);
  });

  it('fails when e2e or a benchmark imports a package its workspace does not declare', async () => {
    expect(await dependencyProblems('e2e/specs/zz-fixture.spec.ts', importing('esbuild'))).toEqual([
      expect.stringMatching(/^'esbuild' should be listed/),
    ]);
    expect(await dependencyProblems('bench/lib/zz-fixture.ts', importing('mailparser'))).toEqual([
      expect.stringMatching(/^'mailparser' should be listed/),
    ]);
  });

  it('passes own dependencies in production, devDependencies in tests and tools, and type imports', async () => {
    const legal = [
      ['apps/api/src/platform/zz-fixture.ts', ['fastify', 'csv-parse/sync', '@dugout/shared']],
      ['apps/web/src/lib/zz-fixture.ts', ['zod', 'react', '@dugout/shared']],
      ['packages/shared/src/zz-fixture.ts', ['zod', 'libphonenumber-js']],
      // tests and test helpers: the workspace's devDependencies and the root's
      ['packages/shared/src/zz-fixture.test.ts', ['csv-parse/sync', 'fast-check', 'vitest']],
      ['apps/api/src/testing/zz-fixture.ts', ['smtp-server', 'vitest']],
      ['apps/web/src/features/events/zz-fixture.test.tsx', ['@testing-library/react', 'vitest']],
      ['apps/api/zz-fixture.mjs', ['esbuild']],
      ['e2e/specs/zz-fixture.spec.ts', ['playwright-core', 'vitest']],
      ['bench/lib/zz-fixture.ts', ['autocannon', 'pg']],
      ['scripts/zz-fixture.mjs', ['eslint', 'vitest']],
    ];
    for (const [file, specifiers] of legal) {
      expect(await dependencyProblems(file, importing(...specifiers)), file).toEqual([]);
    }
    // A type import vanishes from the build, so a devDependency's types are fine anywhere.
    expect(
      await dependencyProblems(
        'apps/web/src/lib/zz-fixture.ts',
        "import type { Plugin } from 'vite';\nexport type P = Plugin;\n",
      ),
    ).toEqual([]);
  });
});
