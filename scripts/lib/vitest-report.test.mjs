import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './build.mjs';
import { failedTests, vitestReportArgs } from './vitest-report.mjs';

describe('failedTests', () => {
  it('names each failed test of a real vitest run with the first line of its error', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitest-report-'));
    writeFileSync(
      path.join(dir, 'sample.test.mjs'),
      [
        "import { it, expect } from 'vitest';",
        "it('passes', () => expect(1).toBe(1));",
        "it('fails', () => expect('left').toBe('right'));",
      ].join('\n'),
    );
    const report = path.join(dir, 'report.json');
    const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
    const result = spawnSync(
      process.execPath,
      [vitest, 'run', '--root', dir, ...vitestReportArgs(report)],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    const lines = failedTests(report, dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^sample\.test\.mjs › fails: .*expected 'left' to be 'right'/);
  }, 60_000);

  it('says so when the report is missing or unreadable', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitest-report-'));
    expect(failedTests(path.join(dir, 'none.json'))[0]).toMatch(/no test report/);
    writeFileSync(path.join(dir, 'bad.json'), '{');
    expect(failedTests(path.join(dir, 'bad.json'))[0]).toMatch(/could not be read/);
  });
});
