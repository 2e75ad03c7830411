import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/build.mjs';
import { fixtureEslint } from './lib/fixture-eslint.mjs';

// The "tests that assert" rules of eslint.config.js, shown failing on a fixture linted as text
// under a made-up test file name (nothing is written).
const eslint = fixtureEslint();

/** The lines ESLint flags with no-restricted-syntax when `body` is a test at `file`. */
async function flaggedLines(file, body) {
  const code = `import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
it('fixture', async () => {
${body}
});
`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.fatal)
    .map((m) => m.line - 3);
}

describe('lint: tests that assert', { timeout: 60_000 }, () => {
  it('fails on toBeTruthy around getBy*, .length > 0 on getAllBy*, and a bare expect()', async () => {
    const lines = await flaggedLines(
      'apps/web/src/zz-fixture.test.tsx',
      [
        "  expect(screen.getByText('a')).toBeTruthy();",
        "  expect(await screen.findByRole('button')).toBeDefined();",
        "  expect(within(document.body).getByText('a')).toBeTruthy();",
        "  expect(screen.getAllByText('a').length).toBeGreaterThan(0);",
        "  expect((await screen.findAllByText('a')).length).toBeGreaterThan(0);",
        "  expect(screen.getByText('a'));",
      ].join('\n'),
    );
    expect(lines).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('applies to the API tests and the e2e specs too', async () => {
    const bare = "  expect(screen.getByText('a'));";
    expect(await flaggedLines('apps/api/src/zz-fixture.test.ts', bare)).toEqual([1]);
    expect(await flaggedLines('e2e/specs/zz-fixture.spec.ts', bare)).toEqual([1]);
  });

  it('lets matchers that state what a person sees pass', async () => {
    const lines = await flaggedLines(
      'apps/web/src/zz-fixture.test.tsx',
      [
        "  expect(screen.getByText('a')).toBeVisible();",
        "  expect(screen.getByRole('link')).toHaveAttribute('href', '/a');",
        "  expect(screen.getAllByText('a')).toHaveLength(2);",
        '  expect(1 + 1).toBeTruthy();',
      ].join('\n'),
    );
    expect(lines).toEqual([]);
  });
});
