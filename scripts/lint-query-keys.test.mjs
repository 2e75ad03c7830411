import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/build.mjs';

// The "one query-key factory per endpoint" rule of eslint.config.js, shown failing
// on a fixture linted as text under a made-up web file name (nothing is written).
const eslint = new ESLint({ cwd: repoRoot });

/** The lines ESLint flags with no-restricted-syntax when `body` is the web file at `file`. */
async function flaggedLines(file, body) {
  const code = `import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contactKeys } from '../lib/api/contacts';
export function useFixture() {
${body}
}
`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.fatal)
    .map((m) => m.line - 3);
}

describe('lint: query keys come from their factories', { timeout: 60_000 }, () => {
  it('fails on an inline key in a query, an invalidation or the cache', async () => {
    const lines = await flaggedLines(
      'apps/web/src/features/zz-fixture.ts',
      [
        "  useQuery({ queryKey: ['contacts', 'list'], queryFn: () => [] });",
        "  useQuery({ queryKey: ['contacts'] as const, queryFn: () => [] });",
        '  const client = useQueryClient();',
        "  void client.invalidateQueries({ queryKey: ['contacts'] });",
        "  client.setQueryData(['contacts', 'detail', 'c1'], null);",
        "  return client.getQueryData(['contacts', 'list'] as const);",
      ].join('\n'),
    );
    expect(lines).toEqual([1, 2, 4, 5, 6]);
  });

  it('lets keys from a factory pass', async () => {
    const lines = await flaggedLines(
      'apps/web/src/features/zz-fixture.ts',
      [
        '  useQuery({ queryKey: contactKeys.list(), queryFn: () => [] });',
        '  const client = useQueryClient();',
        '  void client.invalidateQueries({ queryKey: contactKeys.all });',
        "  return client.getQueryData(contactKeys.detail('c1'));",
      ].join('\n'),
    );
    expect(lines).toEqual([]);
  });
});
