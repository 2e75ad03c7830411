import type { ConversationKind, Language } from '@dugout/shared';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { contactAsViewer } from '../rsvp/index';
import { conversationNoticesCatalog } from './conversation-notices.locales';
import { eventNamesEs, subjectsOf } from './conversation-subjects.queries';
import type { SubjectKey } from './conversations.queries';

/** A conversation's subject as a notice names and links it. */
export interface NamedSubject {
  kind: ConversationKind;
  subjectId: string;
  name: Record<Language, string>;
  /** The page a notice links to: the event's; content and pinned posts are on their lists. */
  url: string;
}

/** The subject's id as its routes spell it. */
export function subjectIdOf(subject: { key: SubjectKey }): string {
  const key = subject.key;
  return 'event_id' in key
    ? key.event_id
    : 'content_id' in key
      ? key.content_id
      : String(key.pinned_post_id);
}

export async function namedSubjects(
  ctx: Pick<AppContext, 'db' | 'config'>,
  conversationIds: readonly number[],
): Promise<Map<number, NamedSubject>> {
  const rows = await subjectsOf(ctx.db, conversationIds);
  const es = new Map(
    (
      await eventNamesEs(
        ctx.db,
        rows.flatMap((r) => (r.event_id ? [r.event_id] : [])),
      )
    ).map((r) => [r.event_id, r.contents]),
  );
  const words = (kind: ConversationKind, en: string, esName: string) => ({
    en: conversationNoticesCatalog.in('en')(`subjects.${kind}`, { name: en }),
    es: conversationNoticesCatalog.in('es')(`subjects.${kind}`, { name: esName.trim() || en }),
  });
  const out = new Map<number, NamedSubject>();
  for (const r of rows) {
    if (r.event_id) {
      const name = r.event_name ?? '';
      out.set(r.id, {
        kind: 'event',
        subjectId: r.event_id,
        name: words('event', name, es.get(r.event_id) ?? ''),
        url: `${ctx.config.publicUrl}/events/${r.event_id}`,
      });
    } else if (r.content_id) {
      const name = r.content_name ?? '';
      out.set(r.id, {
        kind: 'content',
        subjectId: r.content_id,
        name: words('content', name, ''),
        url: `${ctx.config.publicUrl}/content/all`,
      });
    } else {
      const name = r.pinned_name ?? '';
      out.set(r.id, {
        kind: 'pinned',
        subjectId: String(r.pinned_post_id),
        name: words('pinned', name, r.pinned_name_es ?? ''),
        url: `${ctx.config.publicUrl}/`,
      });
    }
  }
  return out;
}

/** A member as the access rules see them (permissions, teams), or null when gone. */
export async function readerOf(db: Db, contactId: string): Promise<Viewer | null> {
  return (await contactAsViewer(db, contactId))?.viewer ?? null;
}

/**
 * A subject load's refusal (a 404 or 400, as the read route answers) as "may not read"; anything
 * else is thrown on. For `loadSubject(...).then(() => true, refusedAsNo)`.
 */
export function refusedAsNo(err: unknown): false {
  if (err instanceof AppError && err.statusCode < 500) return false;
  throw err;
}
