import { jsonResponse as json, recordFetch } from '../../testing/fake-api';

/**
 * The API as the new-event form's tests need it: no content or affiliations, the `contacts` and
 * `venues` given, every event the form posts answered as created, and its reminders saved.
 * `posts`: the events posted; `writes`: every request that changes something, in order.
 */
export function fakeEventFormServer({
  contacts = [],
  venues = [],
}: { contacts?: unknown[]; venues?: unknown[] } = {}) {
  const posts: Record<string, unknown>[] = [];
  const writes: { method: string; url: string; body: unknown }[] = [];
  recordFetch<Record<string, unknown>>(({ method, url, body }) => {
    if (url === '/api/content/getall') return json({ content: [], backgrounds: [] });
    if (url === '/api/contact/getall') return json(contacts);
    if (url === '/api/contact/affiliations') return json([]);
    if (url.startsWith('/api/venues')) return json(venues);
    if (method !== 'GET') writes.push({ method, url, body });
    if (method === 'POST' && url === '/api/event/new') {
      posts.push(body);
      return json({ data: { id: 'e-new', ...body }, error: null });
    }
    if (method === 'PUT' && url === '/api/event/e-new/reminders') {
      return json({ settings: body, dueAt: { unanswered: null, going: null } });
    }
    return undefined;
  });
  return { posts, writes };
}
