import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './build.mjs';
import { isOlderThan, requiredNodeMajor } from './node-runtime.mjs';

describe('the pinned Node runtime', () => {
  it('is the current LTS, 24, in engines', () => {
    expect(requiredNodeMajor()).toBe(24);
  });

  it('compares versions by major', () => {
    expect(isOlderThan('v20.20.2', 24)).toBe(true);
    expect(isOlderThan('v24.0.0', 24)).toBe(false);
    expect(isOlderThan('v25.1.0', 24)).toBe(false);
  });

  it('is installed from the lockfile as node_modules/.bin/node and runs', () => {
    const pinned = path.join(repoRoot, 'node_modules', '.bin', 'node');
    expect(existsSync(pinned)).toBe(true);
    const out = spawnSync(pinned, ['--version'], { encoding: 'utf8' });
    expect(out.stdout.trim()).toMatch(/^v24\./);
  });
});
