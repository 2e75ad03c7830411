import { describe, expect, it } from 'vitest';
import { memberFromAccessToken } from './member';

function fakeJwt(payload: object): string {
  const encode = (o: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;
}

const claims = { memberIdClaim: 'https://dugout.test/member_id', permissionsClaim: 'permissions' };

describe('memberFromAccessToken', () => {
  it('reads the member id and permissions from the configured claims', () => {
    const token = fakeJwt({
      sub: 'abc',
      permissions: ['site:admin'],
      'https://dugout.test/member_id': '6f1c-uuid',
      email: 'josé@riverhawks.test',
    });
    expect(memberFromAccessToken(token, claims, { name: 'José Pérez' })).toEqual({
      id: '6f1c-uuid',
      permissions: ['site:admin'],
      email: 'josé@riverhawks.test',
      name: 'José Pérez',
    });
  });

  it('defaults to no permissions', () => {
    const member = memberFromAccessToken(fakeJwt({ sub: 'x' }), claims);
    expect(member).toEqual({ id: null, permissions: [], email: null, name: null });
  });
});
