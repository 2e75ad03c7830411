import { describe, expect, it } from 'vitest';
import { isLocalRequest, isLoopbackAddress, isLoopbackHostname, isLoopbackUrl } from './loopback';

describe('loopback', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://LOCALHOST', true],
    ['https://portal.localhost', true],
    ['http://127.0.0.1:3000', true],
    ['http://127.255.10.2', true],
    ['http://127.1', true], // the URL parser writes it 127.0.0.1
    ['http://[::1]:3000', true],
    ['https://portal.riverhawks.test', false],
    ['http://192.168.1.20:3000', false],
    ['http://0.0.0.0:3000', false],
    ['http://10.0.0.1', false],
    ['http://localhost.riverhawks.test', false],
    ['http://localhost.', false],
    ['http://[::ffff:127.0.0.1]', false],
    ['http://[::]', false],
    ['ftp://localhost', false],
    ['not a url', false],
  ])('isLoopbackUrl(%s) is %s', (url, expected) => {
    expect(isLoopbackUrl(url)).toBe(expected);
  });

  it('reads hostnames and socket addresses', () => {
    expect(isLoopbackHostname('dugout.localhost')).toBe(true);
    expect(isLoopbackHostname('128.0.0.1')).toBe(false);
    expect(isLoopbackHostname('127.0.0.256')).toBe(false);
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::ffff:192.168.1.5')).toBe(false);
    expect(isLoopbackAddress('192.168.1.5')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });

  it('takes a request as local only from loopback, to a loopback host, not relayed', () => {
    const local = (remoteAddress: string, headers: Record<string, string>) =>
      isLocalRequest({ socket: { remoteAddress }, headers });
    expect(local('127.0.0.1', { host: 'localhost:3000' })).toBe(true);
    expect(local('::1', { host: '[::1]:3000' })).toBe(true);
    expect(local('127.0.0.1', { host: '127.0.0.1' })).toBe(true);
    // Another machine on the LAN, whatever Host it claims.
    expect(local('192.168.1.7', { host: 'localhost:3000' })).toBe(false);
    // A page whose DNS name was rebound to 127.0.0.1: the browser sends the page's own name.
    expect(local('127.0.0.1', { host: 'rebind.evil.test:3000' })).toBe(false);
    expect(local('127.0.0.1', { host: 'evil.test@localhost' })).toBe(false);
    expect(local('127.0.0.1', {})).toBe(false);
    // A proxy or a tunnel on this machine connects from loopback but names the real client.
    expect(local('127.0.0.1', { host: 'localhost', 'x-forwarded-for': '203.0.113.9' })).toBe(false);
    expect(local('127.0.0.1', { host: 'localhost', forwarded: 'for=203.0.113.9' })).toBe(false);
    expect(local('127.0.0.1', { host: 'localhost', 'x-forwarded-host': 'a.test' })).toBe(false);
  });
});
