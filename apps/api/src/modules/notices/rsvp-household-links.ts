import type { Db } from '../../platform/db/database';
import { signRsvpLink } from './rsvp-links';
import { householdChildrenOf } from './rsvp-household-links.queries';

export interface PersonLinks {
  /** The person the links answer for ("Mia Pemberton"). */
  name: string;
  yesUrl: string;
  noUrl: string;
}

/**
 * One-tap links per person: for each recipient who is a guardian, a Yes and a No
 * link for each child of their household. A link answers for the person it names (its token
 * carries their contact id) as the guardian: the answer is checked against
 * the guardian's rights when given, and the child is told who answered. Opening it only shows
 * the page, its button POSTs the answer.
 */
export async function householdAnswerLinks(
  db: Db,
  opts: { secret: Buffer; publicUrl: string; eventId: string; exp: number },
  recipientIds: readonly string[],
): Promise<Map<string, PersonLinks[]>> {
  const rows = await householdChildrenOf(db, recipientIds);
  const link = (actorId: string, contactId: string, status: 'yes' | 'no') =>
    `${opts.publicUrl}/api/rsvp/quick?token=${signRsvpLink(opts.secret, {
      eventId: opts.eventId,
      contactId,
      status,
      exp: opts.exp,
      actorId,
    })}`;
  const out = new Map<string, PersonLinks[]>();
  for (const r of rows) {
    const list = out.get(r.guardian_id) ?? [];
    list.push({
      name: `${r.first_name} ${r.last_name}`.trim(),
      yesUrl: link(r.guardian_id, r.id, 'yes'),
      noUrl: link(r.guardian_id, r.id, 'no'),
    });
    out.set(r.guardian_id, list);
  }
  return out;
}
