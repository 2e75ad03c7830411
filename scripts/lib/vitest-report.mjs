// The failed tests of a vitest run, read from its JSON report: `npm test` names them in its
// summary, because CI shows only the end of the output and vitest prints failures far above it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** Arguments that keep vitest's usual output and also write its JSON report to `file`. */
export function vitestReportArgs(file) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
}

/** The first line of a failure message, without colour codes, at most `max` characters. */
function firstLine(message, max = 240) {
  const line = stripVTControlCharacters(`${message ?? ''}`)
    .split('\n')
    .find((l) => l.trim());
  const text = (line ?? '').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Where in the test file `message` failed ("at line 199"), from the stack: a timeout's first line
 * ("locator.waitFor: Timeout 30000ms exceeded") does not say which of a test's waits it was.
 */
function failedAt(message, file) {
  const base = path.basename(file);
  if (!base) return '';
  const text = stripVTControlCharacters(`${message ?? ''}`);
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const hit = new RegExp(`${escaped}:(\\d+)`).exec(text);
  return hit ? ` (at line ${hit[1]})` : '';
}

/**
 * One line per failed test ("file › test: first line of the error (at line N)"), or per file that failed
 * without a failed test (an import or a hook); a note when the report is missing.
 */
export function failedTests(file, cwd = process.cwd()) {
  if (!existsSync(file)) return ['(no test report: vitest stopped before writing it)'];
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return ['(the test report could not be read)'];
  }
  const lines = [];
  for (const result of report.testResults ?? []) {
    const name = `${result.name ?? ''}`.replace(`${cwd}/`, '');
    const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed) {
      lines.push(
        `${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}` +
          failedAt(test.failureMessages?.[0], name),
      );
    }
    if (!failed.length && result.status === 'failed') {
      // vitest leaves the message empty when an afterAll hook failed or timed out.
      const message =
        firstLine(result.message) || '(a hook failed: its error is in the output above)';
      lines.push(`${name}: ${message}`);
    }
  }
  return lines;
}

/**
 * What a run's report says it ran that it should not have: nothing at all, or test files outside
 * `dir`. A step that ran the wrong suite (another folder's config) passes on its exit code alone,
 * so `npm test` checks this too.
 */
export function strayTestFiles(file, dir) {
  if (!existsSync(file)) return ['(no test report)'];
  const results = JSON.parse(readFileSync(file, 'utf8')).testResults ?? [];
  if (results.length === 0) return [`(no test file under ${dir} ran)`];
  const inside = `${dir.replace(/\/$/, '')}/`;
  return results.map((r) => `${r.name ?? ''}`).filter((name) => !name.startsWith(inside));
}
