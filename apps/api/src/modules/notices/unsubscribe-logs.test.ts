import { expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';
import { signUnsubscribe } from './unsubscribe-links';

/** An unsubscribe token is the permission to change a member's settings: never in the logs. */
const t = testAppForFile({ LOG_LEVEL: 'info' });

it('logs the one-click unsubscribe and its page without the token', async () => {
  const contactId = await t.contactId('family');
  const token = signUnsubscribe(t.secrets.unsubscribeLinks, { contactId, kind: 'eventNotices' });
  const page = await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
  expect(page.statusCode).toBe(200);
  const post = await t.app.inject({
    method: 'POST',
    url: `/api/unsubscribe/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(post.statusCode).toBeLessThan(300);
  const logged = t.logs.join('\n');
  // The requests were logged, by their route.
  expect(logged).toContain('/api/unsubscribe/[redacted]');
  expect(logged).not.toContain(token);
  expect(logged).not.toContain(token.slice(0, 24));
});
