import { conversationDigests } from '../../platform/metrics/process-metrics';
import type { Language } from '@dugout/shared';
import type { Viewer } from '../../platform/access/viewer';
import type { AppContext } from '../../platform/context';
import { pickLanguage } from '../../platform/i18n/language';
import type { DeliveryInput } from '../../platform/outbox/outbox';
import { channelsFor, withUnsubscribe } from '../notices';
import { mayRead } from './conversation-readers';
import { authorNameFor } from './conversation-notices';
import { conversationNoticesCatalog } from './conversation-notices.locales';
import { conversationsCatalog } from './conversations.locales';
import { namedSubjects, readerOf, type NamedSubject } from './conversation-subjects';
import {
  claimDigest,
  digestCandidates,
  postsForDigest,
  skipDigestPosts,
  type DigestCandidate,
} from './conversation-digest.queries';

/** A member gets one digest an hour at most, never one mail per post. */
export const DIGEST_INTERVAL_MS = 60 * 60_000;
/** Members read per page of a pass; posts one digest lists at most (the page has the rest). */
const PAGE = 200;
const POSTS_MAX = 100;
/** A long post is cut in the mail: the link opens the whole of it. */
const EXCERPT = 280;

export type DigestContext = Pick<AppContext, 'config' | 'db' | 'outbox' | 'secrets'>;

/**
 * One pass of the conversation digests, run by the reminders' scheduler tick on every replica:
 * each member who chose email for conversations, whose last digest is an hour old (or who never
 * had one) and who has new posts in what they follow or mentioning them, gets one email listing
 * them — the claim (conversation_digests) and the mail commit together, so two replicas never
 * send it twice. Posts the member may no longer read (the subject's rule now, a hidden or
 * deleted post) are left out. Returns how many digests were queued and how many members' failed
 * (counted in dugout_conversation_digests_total too).
 */
export async function runConversationDigests(
  ctx: DigestContext,
  now: Date = new Date(),
  log?: { error(obj: object, msg: string): void },
): Promise<{ queued: number; failed: number }> {
  const hourAgo = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  let queued = 0;
  let failed = 0;
  let firstFailure: unknown = null;
  for (let after: string | null = null; ;) {
    const page = await digestCandidates(ctx.db, hourAgo, { after, limit: PAGE });
    const choices = await channelsFor(
      ctx.db,
      page.map((c) => c.id),
      'conversations',
    );
    for (const member of page) {
      if (!member.email || !choices.get(member.id)?.email) continue;
      // One member failing must not hold back the others; theirs is tried at the next tick.
      try {
        if (await queueDigest(ctx, member, now, hourAgo)) {
          queued += 1;
          conversationDigests.inc({ result: 'queued' });
        }
      } catch (err) {
        failed += 1;
        conversationDigests.inc({ result: 'failed' });
        firstFailure ??= err;
        log?.error({ err, contactId: member.id }, 'conversation digest not queued');
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  if (firstFailure && !log) throw firstFailure;
  return { queued, failed };
}

type DigestPost = Awaited<ReturnType<typeof postsForDigest>>[number];

/** The posts the reader may still read: their subject's rule asked once per conversation. */
async function readablePosts(
  ctx: DigestContext,
  reader: Viewer,
  posts: readonly DigestPost[],
  subjects: Map<number, NamedSubject>,
): Promise<DigestPost[]> {
  const allowed = new Map<number, boolean>();
  for (const id of new Set(posts.map((p) => p.conversation_id))) {
    const s = subjects.get(id);
    allowed.set(id, !!s && (await mayRead(ctx.db, reader, s.kind, s.subjectId)));
  }
  return posts.filter((p) => allowed.get(p.conversation_id));
}

async function queueDigest(
  ctx: DigestContext,
  member: DigestCandidate,
  now: Date,
  hourAgo: Date,
): Promise<boolean> {
  const reader = await readerOf(ctx.db, member.id);
  if (!reader) return false;
  const posts = await postsForDigest(ctx.db, member.id, member.last_post_id, POSTS_MAX);
  if (!posts.length) return false;
  const lastPostId = posts.at(-1)!.id;
  const subjects = await namedSubjects(ctx, [...new Set(posts.map((p) => p.conversation_id))]);
  const readable = await readablePosts(ctx, reader, posts, subjects);
  if (!readable.length) {
    // Nothing they may read: passed over, so that the next pass does not weigh them again.
    await skipDigestPosts(ctx.db, member.id, lastPostId);
    return false;
  }
  const language = pickLanguage(member.language);
  const delivery = withUnsubscribe(
    ctx,
    member.id,
    'conversations',
    digestMail(member, language, reader, readable, subjects),
  );
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimDigest(trx, member.id, lastPostId, now, hourAgo))) return false;
    await ctx.outbox.enqueue(trx, {
      kind: 'conversation_digest',
      messageTypes: 'Email',
      subject: delivery.subject,
      body: conversationNoticesCatalog.in('en')('ledgerDigest'),
      bodyEs: conversationNoticesCatalog.in('es')('ledgerDigest'),
      createdBy: null,
      deliveries: [delivery],
    });
    return true;
  });
  // Committed: the worker may send it now.
  if (claimed) ctx.outbox.notify();
  return claimed;
}

/** The digest's text: the posts grouped by conversation, each group with its page's link. */
function digestMail(
  member: DigestCandidate,
  language: Language,
  reader: Viewer,
  posts: readonly DigestPost[],
  subjects: Map<number, NamedSubject>,
): DeliveryInput {
  const t = conversationNoticesCatalog.in(language);
  const groups = new Map<number, DigestPost[]>();
  for (const p of posts)
    groups.set(p.conversation_id, [...(groups.get(p.conversation_id) ?? []), p]);
  const firstName = member.first_name.trim();
  const lines = [...(firstName ? [t('greeting', { name: firstName }), ''] : []), t('digestIntro')];
  for (const [conversationId, group] of groups) {
    const subject = subjects.get(conversationId)!;
    lines.push('', subject.name[language]);
    for (const p of group) {
      const author =
        p.author_id && p.first_name !== null
          ? authorNameFor(
              reader,
              {
                id: p.author_id,
                first_name: p.first_name,
                last_name: p.last_name ?? '',
                hide_contact_from_others: p.hide_contact_from_others ?? false,
              },
              language,
            )
          : conversationsCatalog.in(language)('aMember');
      const text = p.body.length > EXCERPT ? `${p.body.slice(0, EXCERPT - 1)}…` : p.body;
      lines.push(
        t(p.mentions_me ? 'mentioned' : 'post', { author, text: text.replace(/\s+/g, ' ') }),
      );
    }
    lines.push(t('open', { url: subject.url }));
  }
  lines.push('', t('unfollow'));
  return {
    channel: 'email',
    recipient: member.email,
    recipientLabel: `${member.first_name} ${member.last_name}`.trim(),
    language,
    subject: t('digestSubject', { count: groups.size }),
    text: lines.join('\n'),
  };
}
