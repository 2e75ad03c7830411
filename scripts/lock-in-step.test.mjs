import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './ensure-install.mjs';
import { lockInputs, npmCiDryRun } from './lib/lock-in-step.mjs';

/** A copy of the files npm ci reads, with `change` applied to the parsed `file`. */
function changedCopy(file, change) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dugout-lock-copy-'));
  for (const f of lockInputs()) cpSync(path.join(repoRoot, f), path.join(dir, f));
  const json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  change(json);
  writeFileSync(path.join(dir, file), `${JSON.stringify(json, null, 2)}\n`);
  return dir;
}

describe(
  'package-lock.json is in step with every package.json (npm ci)',
  { timeout: 60_000 },
  () => {
    it('npm ci accepts the lock as committed', () => {
      expect(lockInputs()).toEqual(
        expect.arrayContaining(['package-lock.json', 'package.json', 'apps/api/package.json']),
      );
      const { ok, output } = npmCiDryRun();
      expect(
        ok,
        `npm ci would refuse the lock: run \`npm install\` and commit package-lock.json.\n${output}`,
      ).toBe(true);
    });

    it('refuses a lock that lacks a workspace dependency or holds a version it does not accept', () => {
      for (const [file, change] of [
        ['apps/api/package.json', (j) => (j.dependencies['left-pad'] = '^1.3.0')],
        ['apps/web/package.json', (j) => (j.dependencies.react = '^18.0.0')],
      ]) {
        const dir = changedCopy(file, change);
        try {
          const { ok, output } = npmCiDryRun(dir);
          expect(ok, file).toBe(false);
          expect(output).toMatch(/ENOTCACHED|Missing:|Invalid:|in sync/);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    });
  },
);
