import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const load = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), PORT: '3000', ...env });

describe('metrics settings', () => {
  it('are off by default: no listener, no token, loopback when a port is set', () => {
    const config = load({});
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(load({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(load({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it('refuse a port that is not one, the main port, or a short token, saying why', () => {
    expect(() => load({ METRICS_PORT: 'nine' })).toThrow(ConfigError);
    expect(() => load({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => load({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: 3000 is PORT too/);
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32/);
  });
});
