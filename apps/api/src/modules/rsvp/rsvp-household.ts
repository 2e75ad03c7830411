import type { HouseholdRsvps } from '@dugout/shared';
import { canRsvpFor, canSeeRsvp } from '../../platform/access/rsvp';
import type { Member } from '../../platform/auth/access-policy';
import type { AppContext } from '../../platform/context';
import { contactNames, householdAnswers } from './rsvp.queries';

export type ContactName = Awaited<ReturnType<typeof contactNames>>[number];

/** Answers of the last 30 days are shown beside the upcoming ones. */
const RECENT_DAYS = 30;

const ROLE_ORDER = { guardian: 0, player: 1, sibling: 2 } as const;

/**
 * GET /api/rsvp/household: the signed-in member's household (just themself when
 * they have none), themself first, then guardians, players and siblings by first name, each
 * saying whether the member may answer for them (the access layer's one rule: whom they may
 * edit); and their answers to the events the member may see, upcoming and of the last 30 days
 * (or in `from`..`to`).
 */
export async function householdRsvps(
  ctx: AppContext,
  member: Member,
  query: { from?: string; to?: string; eventId?: string },
  now = new Date(),
  /** The names of these contacts (a cache of contactNames, keyed by member and data version). */
  names: (ids: readonly string[]) => Promise<ContactName[]> = (ids) => contactNames(ctx.db, ids),
): Promise<HouseholdRsvps> {
  const roles = new Map<string, HouseholdRsvps['members'][number]['role']>(
    (member.household?.members ?? []).map((m) => [m.contactId, m.role]),
  );
  // Everyone whose answers the member may see; only some of them may they answer for.
  const ids = [member.id, ...[...roles.keys()].filter((id) => id !== member.id)].filter((id) =>
    canSeeRsvp(member, { contactId: id }),
  );
  // Alone (no household): the member's own name, already loaded with them.
  const found =
    ids.length === 1 && ids[0] === member.id
      ? [{ id: member.id, first_name: member.firstName, last_name: member.lastName }]
      : await names(ids);
  const byId = new Map(found.map((c) => [c.id, c]));
  const members = ids
    .filter((id) => byId.has(id))
    .map((id) => ({
      contactId: id,
      firstName: byId.get(id)!.first_name,
      lastName: byId.get(id)!.last_name,
      role: roles.get(id) ?? null,
      isSelf: id === member.id,
      canAnswer: canRsvpFor(member, id),
    }))
    .sort(
      (a, b) =>
        Number(b.isSelf) - Number(a.isSelf) ||
        (a.role ? ROLE_ORDER[a.role] : 3) - (b.role ? ROLE_ORDER[b.role] : 3) ||
        a.firstName.localeCompare(b.firstName),
    );
  const from = query.from
    ? new Date(query.from)
    : new Date(now.getTime() - RECENT_DAYS * 24 * 3600 * 1000);
  const to = query.to ? new Date(query.to) : null;
  const rows = await householdAnswers(
    ctx.db,
    member,
    members.map((m) => m.contactId),
    query.eventId ? { eventId: query.eventId } : { from, to },
  );
  return {
    members,
    answers: rows.map((r) => ({ eventId: r.event_id, contactId: r.contact_id, status: r.status })),
  };
}
