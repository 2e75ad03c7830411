import { pickLanguage } from '../../platform/i18n/language';
import { canNamePoster } from '../../platform/access/conversations';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import type { DeliveryInput } from '../../platform/outbox/outbox';
import { channelsFor, pushDelivery } from '../notices';
import * as f from './conversation-follows.queries';
import { conversationNoticesCatalog } from './conversation-notices.locales';
import { namedSubjects, readerOf } from './conversation-subjects';
import { authorFacts } from './conversation-digest.queries';
import { conversationsCatalog } from './conversations.locales';

interface NewPost {
  conversationId: number;
  postId: number;
  body: string;
  /** Contact ids the composer sent; those who may not read the conversation are dropped. */
  mentions: readonly string[];
  /** Whether a reader may read this conversation (its subject's rule). */
  mayRead: (reader: Viewer) => Promise<boolean>;
}

/** The author as `reader`'s directory shows them, else "A member" (as the conversation does). */
export function authorNameFor(
  reader: Viewer,
  author: { id: string; first_name: string; last_name: string; hide_contact_from_others: boolean },
  language: 'en' | 'es',
): string {
  return canNamePoster(reader, author)
    ? `${author.first_name} ${author.last_name}`.trim()
    : conversationsCatalog.in(language)('aMember');
}

/**
 * After a post is written, in its transaction: the author follows the conversation (unless they
 * unfollowed it), the mentions that may read it are stored, and each follower and mentioned
 * member who chose push for conversations gets one (the email comes with the hourly digest,
 * conversation-digest.ts). Returns whether anything was queued (the caller wakes the outbox
 * once the transaction commits).
 */
export async function afterPost(
  ctx: Pick<AppContext, 'config' | 'outbox'>,
  trx: Db,
  author: Viewer,
  post: NewPost,
): Promise<boolean> {
  await f.followOnPost(trx, author.id, post.conversationId);
  const asked = [...new Set(post.mentions)].filter((id) => id !== author.id);
  const mentioned = new Set<string>();
  const readers = new Map<string, Viewer>();
  for (const m of await f.membersByIds(trx, asked)) {
    const reader = await readerOf(trx, m.id);
    if (reader && (await post.mayRead(reader))) {
      mentioned.add(m.id);
      readers.set(m.id, reader);
    }
  }
  await f.insertMentions(trx, post.postId, [...mentioned]);

  const followers = await f.followersOf(trx, post.conversationId, author.id);
  const mentionedRows = await f.membersByIds(trx, [...mentioned]);
  const recipients = new Map([...followers, ...mentionedRows].map((r) => [r.id, r]));
  const choices = await channelsFor(trx, [...recipients.keys()], 'conversations');
  const pushing = [...recipients.values()].filter((r) => choices.get(r.id)?.push);
  if (!pushing.length) return false;

  const [subject] = [
    ...(await namedSubjects({ db: trx, config: ctx.config }, [post.conversationId])).values(),
  ];
  const [writer] = await authorFacts(trx, [author.id]);
  if (!subject || !writer) return false;
  const deliveries: DeliveryInput[] = [];
  for (const r of pushing) {
    const reader = readers.get(r.id) ?? (await readerOf(trx, r.id));
    // A follower who lost sight of the subject is not told about it.
    if (!reader || !(readers.has(r.id) || (await post.mayRead(reader)))) continue;
    const language = pickLanguage(r.language);
    const t = conversationNoticesCatalog.in(language);
    const vars = {
      author: authorNameFor(reader, writer, language),
      subject: subject.name[language],
    };
    const push = pushDelivery(
      choices.get(r.id),
      { contactId: r.id, label: `${r.first_name} ${r.last_name}`.trim(), language },
      {
        title: mentioned.has(r.id) ? t('pushMentionTitle', vars) : t('pushTitle', vars),
        body: post.body,
        url: new URL(subject.url).pathname,
      },
    );
    if (push) deliveries.push(push);
  }
  if (!deliveries.length) return false;
  await ctx.outbox.enqueue(trx, {
    kind: 'conversation_post',
    messageTypes: 'Email',
    subject: deliveries[0]!.subject,
    body: conversationNoticesCatalog.in('en')('ledgerPost', { subject: subject.name.en }),
    bodyEs: conversationNoticesCatalog.in('es')('ledgerPost', { subject: subject.name.es }),
    createdBy: author.id,
    deliveries,
  });
  return true;
}
