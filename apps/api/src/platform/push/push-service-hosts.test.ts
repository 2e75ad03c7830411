import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-service-hosts';

const defaults =
  'fcm.googleapis.com,.push.services.mozilla.com,.notify.windows.com,.push.apple.com';

describe('isAllowedPushEndpoint', () => {
  it('takes the browsers’ push services and nothing else', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGu1',
    ])
      expect(isAllowedPushEndpoint(endpoint, defaults), endpoint).toBe(true);
    for (const endpoint of [
      'https://internal.example.test/admin',
      'https://fcm.googleapis.com.evil.test/x',
      'https://evilpush.services.mozilla.com.test/x',
      'https://push.services.mozilla.com/x', // the bare suffix is not a subdomain
      'http://127.0.0.1:3000/api/x',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(endpoint, defaults), endpoint).toBe(false);
  });

  it('takes a loopback service only when the setting names it (tests, a local push service)', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/x', '127.0.0.1')).toBe(true);
    expect(
      isAllowedPushEndpoint('http://127.0.0.1:4000/x', ' 127.0.0.1 , fcm.googleapis.com'),
    ).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:4000/x', '127.0.0.1')).toBe(false);
  });
});
