import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './build.mjs';
import { failedTests, strayTestFiles, vitestReportArgs } from './vitest-report.mjs';

/**
 * Runs vitest on one test file of `lines` in a new folder, with the reports `npm test` asks for:
 * its exit code, and what failedTests reads from its report.
 */
function runVitestOn(file, lines) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitest-report-'));
  writeFileSync(path.join(dir, file), lines.join('\n'));
  const report = path.join(dir, 'report.json');
  const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  const result = spawnSync(
    process.execPath,
    [vitest, 'run', '--root', dir, ...vitestReportArgs(report)],
    { cwd: dir, encoding: 'utf8' },
  );
  return { status: result.status, failed: failedTests(report, dir) };
}

describe('failedTests', () => {
  it('names each failed test of a real vitest run with the first line of its error', () => {
    const { status, failed } = runVitestOn('sample.test.mjs', [
      "import { it, expect } from 'vitest';",
      "it('passes', () => expect(1).toBe(1));",
      "it('fails', () => expect('left').toBe('right'));",
    ]);
    expect(status).toBe(1);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(
      /^sample\.test\.mjs › fails: .*expected 'left' to be 'right'.* \(at line 3\)$/,
    );
  }, 60_000);

  it('names a file whose tests passed but whose suite afterAll hook timed out (vitest gives no message)', () => {
    const { status, failed } = runVitestOn('hook.test.mjs', [
      "import { afterAll, describe, it, expect } from 'vitest';",
      "describe('a suite', () => {",
      '  afterAll(() => new Promise((r) => setTimeout(r, 2000)), 100);',
      "  it('passes', () => expect(1).toBe(1));",
      '});',
    ]);
    expect(status).toBe(1);
    expect(failed).toEqual(['hook.test.mjs: (a hook failed: its error is in the output above)']);
  }, 60_000);

  it('says so when the report is missing or unreadable', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitest-report-'));
    expect(failedTests(path.join(dir, 'none.json'))[0]).toMatch(/no test report/);
    writeFileSync(path.join(dir, 'bad.json'), '{');
    expect(failedTests(path.join(dir, 'bad.json'))[0]).toMatch(/could not be read/);
  });
});

describe('strayTestFiles', () => {
  const reportWith = (names) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitest-report-'));
    const file = path.join(dir, 'report.json');
    writeFileSync(file, JSON.stringify({ testResults: names.map((name) => ({ name })) }));
    return file;
  };

  it('finds nothing amiss when every file ran is under the folder', () => {
    const file = reportWith(['/repo/e2e/specs/a.spec.ts', '/repo/e2e/specs/b.spec.ts']);
    expect(strayTestFiles(file, '/repo/e2e/specs')).toEqual([]);
  });

  it('names the files from elsewhere: the wrong suite ran', () => {
    const file = reportWith(['/repo/e2e/specs/a.spec.ts', '/repo/apps/api/src/x.test.ts']);
    expect(strayTestFiles(file, '/repo/e2e/specs')).toEqual(['/repo/apps/api/src/x.test.ts']);
  });

  it('refuses a run of nothing, and a missing report', () => {
    expect(strayTestFiles(reportWith([]), '/repo/e2e/specs')[0]).toMatch(/no test file/);
    expect(strayTestFiles('/nowhere/report.json', '/repo/e2e/specs')[0]).toMatch(/no test report/);
  });
});
