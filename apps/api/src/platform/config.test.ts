import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from './config';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const base = { DATA_DIR: '/tmp/dugout-config-test', NODE_ENV: 'test' };
const postgres = 'postgres://dugout@127.0.0.1:5432/dugout';

describe('the folder blob store beside a PostgreSQL server', () => {
  it('refuses to start unless the folder is said to be shared, in one line naming the fix', () => {
    let error: unknown;
    try {
      loadConfig({ ...base, DATABASE_URL: postgres });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problem = (error as Error).message.split('\n').slice(1);
    expect(problem).toHaveLength(1);
    expect(problem[0]).toMatch(/^ {2}BLOB_DIR_SHARED: .*S3_BUCKET.*BLOB_DIR_SHARED=true/);
  });

  it('starts with the setting, with S3, or on the embedded database', () => {
    expect(loadConfig({ ...base, DATABASE_URL: postgres, BLOB_DIR_SHARED: 'true' })).toMatchObject({
      BLOB_DIR_SHARED: true,
    });
    expect(loadConfig({ ...base, DATABASE_URL: postgres, S3_BUCKET: 'files' }).S3_BUCKET).toBe(
      'files',
    );
    expect(loadConfig(base).BLOB_DIR_SHARED).toBe(false);
    expect(() => loadConfig({ ...base, DATABASE_URL: postgres, BLOB_DIR_SHARED: 'false' })).toThrow(
      /BLOB_DIR_SHARED/,
    );
  });
});

describe('the drain delay on SIGTERM', () => {
  it('is 5 s, or half a shorter grace, and must leave part of the grace for requests in flight', () => {
    expect(loadConfig(base).SHUTDOWN_DRAIN_DELAY_MS).toBe(5_000);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: '4000' }).SHUTDOWN_DRAIN_DELAY_MS).toBe(2_000);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: '0' }).SHUTDOWN_DRAIN_DELAY_MS).toBe(0);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_DELAY_MS: '0' }).SHUTDOWN_DRAIN_DELAY_MS).toBe(0);
    expect(
      loadConfig({ ...base, SHUTDOWN_GRACE_MS: '30000', SHUTDOWN_DRAIN_DELAY_MS: '15000' })
        .SHUTDOWN_DRAIN_DELAY_MS,
    ).toBe(15_000);
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_DELAY_MS: '10000' })).toThrow(
      /SHUTDOWN_DRAIN_DELAY_MS: 10000 is not within SHUTDOWN_GRACE_MS \(10000\)/,
    );
  });
});

describe('docs/configuration.md', () => {
  it('has a row for every setting config.ts reads, and none for a setting it does not', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'docs/configuration.md'), 'utf8');
    const documented = new Set<string>();
    for (const line of doc.split('\n')) {
      const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
      for (const m of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) documented.add(m[1]!);
    }
    expect(SETTING_NAMES.filter((name) => !documented.has(name))).toEqual([]);
    // The OTEL_* rows are the OpenTelemetry SDK's own settings (platform/tracing), read by it.
    const ours = [...documented].filter((name) => !name.startsWith('OTEL_'));
    expect(ours.filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
  });
});
