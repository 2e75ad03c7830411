import { describe, expect, it } from 'vitest';
import { redactUrl, redactUrlsInText } from './log-redaction';

describe('redactUrl', () => {
  it('keeps the route and drops every secret in the path or the query', () => {
    expect(redactUrl('/api/unsubscribe/eyJhbGciOi.abc-DEF_123')).toBe(
      '/api/unsubscribe/[redacted]',
    );
    expect(redactUrl('/api/unsubscribe/eyJh.abc?x=1')).toBe('/api/unsubscribe/[redacted]?x=1');
    expect(redactUrl('/api/calendar/s3cr3t.ics')).toBe('/api/calendar/[redacted].ics');
    expect(redactUrl('/api/calendar/feed')).toBe('/api/calendar/feed');
    expect(redactUrl('/idp/interaction/uid123/email')).toBe('/idp/interaction/[redacted]/email');
    expect(redactUrl('/api/rsvp/quick?token=abc&x=1')).toBe('/api/rsvp/quick?token=[redacted]&x=1');
    expect(redactUrl('/api/blob/content/a.pdf?exp=1&sig=zzz')).toBe(
      '/api/blob/content/a.pdf?exp=1&sig=[redacted]',
    );
    expect(redactUrl('/api/contact/getall')).toBe('/api/contact/getall');
  });
});

describe('redactUrlsInText', () => {
  it('keeps a URL’s origin and drops its path, where a push endpoint keeps its secret', () => {
    expect(
      redactUrlsInText(
        'fetch failed for https://fcm.googleapis.com/fcm/send/dE2x:APA91bH?x=1 (timeout)',
      ),
    ).toBe('fetch failed for https://fcm.googleapis.com/[redacted] (timeout)');
    expect(redactUrlsInText('Push service answered 500: see "http://127.0.0.1:9/push/abc"')).toBe(
      'Push service answered 500: see "http://127.0.0.1:9/[redacted]"',
    );
    expect(redactUrlsInText('no links here')).toBe('no links here');
  });
});
