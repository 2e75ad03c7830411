import type { Audience } from '../../platform/access/audience';
import type { Db } from '../../platform/db/database';
import { householdsOf } from '../households/index';
import { signRsvpLink } from './rsvp-links';

export interface HouseholdLinks {
  /** Everyone the links answer for, the recipient first ("Fiona Family", "Noah Pemberton"…). */
  names: string[];
  /** "Yes for all of us" and "No for all of us": each opens the household's one page. */
  yesUrl: string;
  noUrl: string;
}

/**
 * A household's one-tap links: for each recipient who may answer for someone else of their
 * household the event is for (the households module's one rule, as the event page lists them),
 * a "Yes for all of us" and a "No for all of us" link. Each opens one page listing everyone of
 * the household invited, with their answers and a button per person; nothing is recorded until
 * a button is pressed, and then as the recipient's rights are at that moment.
 */
export async function householdAnswerLinks(
  db: Db,
  opts: {
    secret: Buffer;
    publicUrl: string;
    eventId: string;
    exp: number;
    audience: Audience;
    /** The event's teams (none: club-wide). */
    teams?: readonly number[];
  },
  recipientIds: readonly string[],
): Promise<Map<string, HouseholdLinks>> {
  const households = await householdsOf(db, recipientIds, opts.audience, opts.teams ?? []);
  const link = (contactId: string, status: 'yes' | 'no') =>
    `${opts.publicUrl}/api/rsvp/quick?token=${signRsvpLink(opts.secret, {
      eventId: opts.eventId,
      contactId,
      status,
      exp: opts.exp,
      all: true,
    })}`;
  const out = new Map<string, HouseholdLinks>();
  for (const [id, { people }] of households) {
    const answerable = people.filter((p) => p.canAnswer);
    if (!answerable.some((p) => !p.isSelf)) continue;
    out.set(id, {
      names: answerable.map((p) => `${p.firstName} ${p.lastName}`.trim()),
      yesUrl: link(id, 'yes'),
      noUrl: link(id, 'no'),
    });
  }
  return out;
}
