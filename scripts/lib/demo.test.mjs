import { describe, expect, it } from 'vitest';
import { isLoopbackUrl as serverIsLoopbackUrl } from '../../apps/api/src/platform/loopback.ts';
import { isLoopbackUrl, startEnvironment } from './demo.mjs';

// Demo mode only on this machine: `npm start` once turned it on for any deployment started the
// documented way.

describe('npm start: demo mode only on this machine', () => {
  it('is on by default when PUBLIC_URL is unset or loopback, listening on localhost', () => {
    for (const PUBLIC_URL of [undefined, '', 'http://localhost:3000', 'http://127.0.0.1:8080']) {
      const { env, note } = startEnvironment({ PATH: '/usr/bin', PUBLIC_URL });
      expect(env.DEMO, String(PUBLIC_URL)).toBe('1');
      expect(env.HOST).toBe('localhost');
      expect(env.NODE_ENV).toBe('production');
      expect(env.PATH).toBe('/usr/bin');
      expect(note).toMatch(/this machine only/);
    }
  });

  it('is off when PUBLIC_URL is a real address, and HOST keeps the server default', () => {
    const { env, note } = startEnvironment({ PUBLIC_URL: 'https://portal.riverhawks.test' });
    expect(env.DEMO).toBe('0');
    expect(env.HOST).toBeUndefined();
    expect(note).toBe(
      'demo mode off: PUBLIC_URL (https://portal.riverhawks.test) is not this machine',
    );
    expect(startEnvironment({ PUBLIC_URL: 'http://192.168.1.20:3000' }).env.DEMO).toBe('0');
  });

  it('keeps what the operator set (the server refuses DEMO=1 with a public PUBLIC_URL)', () => {
    const explicit = startEnvironment({ DEMO: '1', PUBLIC_URL: 'https://portal.riverhawks.test' });
    expect(explicit.env.DEMO).toBe('1');
    expect(startEnvironment({ DEMO: '0' }).env).toMatchObject({ DEMO: '0' });
    expect(startEnvironment({ DEMO: '0' }).env.HOST).toBeUndefined();
    expect(startEnvironment({ HOST: '0.0.0.0' }).env).toMatchObject({ DEMO: '1', HOST: '0.0.0.0' });
    expect(startEnvironment({ NODE_ENV: 'development' }).env.NODE_ENV).toBe('production');
  });

  it('reads loopback exactly as the server does', () => {
    for (const url of [
      'http://localhost:3000',
      'https://portal.localhost',
      'http://127.9.8.7',
      'http://127.1',
      'http://[::1]:3000',
      'http://[::ffff:127.0.0.1]',
      'http://0.0.0.0',
      'http://localhost.',
      'http://localhost.evil.test',
      'https://portal.riverhawks.test',
      'ftp://localhost',
      'nonsense',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(serverIsLoopbackUrl(url));
    }
  });
});
