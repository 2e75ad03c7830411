import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRsvpLink, verifyRsvpLink } from '../modules/notices/rsvp-links';
import { signToken, verifyToken } from './signed-token';

const key = Buffer.from('a test key of at least thirty-two bytes!');

describe('signed tokens', () => {
  it('give back their fields for the same key and purpose only', () => {
    const token = signToken(key, 'test.v1', ['one', 'two_2-x']);
    expect(verifyToken(key, 'test.v1', token, 2)).toEqual(['one', 'two_2-x']);
    expect(verifyToken(key, 'test.v2', token, 2)).toBeNull();
    expect(verifyToken(Buffer.from('x'.repeat(40)), 'test.v1', token, 2)).toBeNull();
    expect(verifyToken(key, 'test.v1', token, 1)).toBeNull();
    expect(verifyToken(key, 'test.v1', token.replace('one', 'uno'), 2)).toBeNull();
    expect(verifyToken(key, 'test.v1', `${token}=`, 2)).toBeNull();
    expect(() => signToken(key, 'test.v1', ['a.b'])).toThrow();
  });

  it('keep the one-tap RSVP links already mailed valid (the same format as before)', () => {
    const claims = { eventId: 'e1', contactId: 'c1', status: 'yes' as const, exp: 4102444800 };
    // The format rsvp-links.ts wrote before it used this helper.
    const body = Buffer.from(
      JSON.stringify({ e: 'e1', c: 'c1', s: 'yes', x: 4102444800 }),
    ).toString('base64url');
    const mac = crypto.createHmac('sha256', key).update(`rsvp-link.v1.${body}`).digest('base64url');
    expect(signRsvpLink(key, claims)).toBe(`${body}.${mac}`);
    expect(verifyRsvpLink(key, `${body}.${mac}`)).toEqual({ ok: true, claims });
  });
});
