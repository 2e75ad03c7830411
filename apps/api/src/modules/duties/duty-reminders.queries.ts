import { sql, type SqlBool } from 'kysely';
import { currentSeasonOnly } from '../../platform/access/seasons';
import type { Db } from '../../platform/db/database';

/** When a duty happens: its own time, or its event's start when it has none. */
const dutyTime = sql<Date>`coalesce(d.at, e.date)`;

/**
 * Sign-ups not yet reminded whose duty may be due for a reminder at `now`: the duty not yet
 * begun, in the current season (an archived season never reminds), and its time within `hours`
 * (two more: the due time is counted on the wall clock, which a clock change moves by an hour;
 * the exact rule, reminderIsDue, is applied to what this finds). At most `limit`, after the
 * sign-up id `after`, in id order.
 */
export function dutySignupsNear(
  db: Db,
  now: Date,
  hours: number,
  page: { after: number; limit: number },
) {
  return db
    .selectFrom('duty_signups as s')
    .innerJoin('event_duties as d', 'd.id', 's.duty_id')
    .innerJoin('events as e', 'e.id', 'd.event_id')
    .innerJoin('contacts as c', 'c.id', 's.contact_id')
    .select([
      's.id as signup_id',
      's.duty_id',
      's.contact_id',
      'd.name_en',
      'd.name_es',
      'd.at',
      'd.sort_order',
      'e.id as event_id',
      'e.date',
      'e.ends_at',
      'e.name as event_name',
      'e.venue_id',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.phone',
      'c.language',
    ])
    .select(dutyTime.as('due_for'))
    .where('s.reminded_at', 'is', null)
    .where('e.date', 'is not', null)
    .where(sql<SqlBool>`${dutyTime} > ${now}`)
    .where(sql<SqlBool>`${dutyTime} - (${hours} + 2) * interval '1 hour' <= ${now}`)
    .where((eb) => currentSeasonOnly(eb.ref('e.season_id')))
    .where('s.id', '>', page.after)
    .orderBy('s.id')
    .limit(page.limit)
    .execute();
}

export type DutySignupDue = Awaited<ReturnType<typeof dutySignupsNear>>[number];

/**
 * Claims these sign-ups' reminders and returns the ids of those this call claimed. The claim is
 * per duty and person, not per sign-up row (duty_reminders_sent): someone who withdrew and signed
 * up again, or whom a manager removed and assigned again, has a new row but was reminded already.
 * Under a concurrent pass (another replica) the second insert waits on the keys the first wrote,
 * then finds them taken and claims nothing: each reminder is queued once. Every one of these
 * sign-ups is then marked with its pair's time, claimed now or before, so none is read again. A
 * sign-up withdrawn meanwhile is gone and is not claimed.
 */
export async function claimDutyReminders(
  db: Db,
  signups: readonly { signup_id: number; duty_id: number; contact_id: string }[],
  now: Date,
): Promise<Set<number>> {
  if (!signups.length) return new Set();
  const ids = signups.map((s) => s.signup_id);
  // Only sign-ups still there, locked until the claim commits: one withdrawn meanwhile (its row
  // deleted) is skipped, or waits for this claim, and never gets a reminder after it.
  const present = await db
    .selectFrom('duty_signups')
    .select(['id', 'duty_id', 'contact_id'])
    .where('id', 'in', ids)
    .where('reminded_at', 'is', null)
    .forUpdate()
    .execute();
  if (!present.length) return new Set();
  const claimed = await db
    .insertInto('duty_reminders_sent')
    .values(
      present.map((s) => ({ duty_id: s.duty_id, contact_id: s.contact_id, reminded_at: now })),
    )
    .onConflict((oc) => oc.columns(['duty_id', 'contact_id']).doNothing())
    .returning(['duty_id', 'contact_id'])
    .execute();
  await db
    .updateTable('duty_signups as s')
    .from('duty_reminders_sent as r')
    .set((eb) => ({ reminded_at: eb.ref('r.reminded_at') }))
    .whereRef('r.duty_id', '=', 's.duty_id')
    .whereRef('r.contact_id', '=', 's.contact_id')
    .where(
      's.id',
      'in',
      present.map((s) => s.id),
    )
    .where('s.reminded_at', 'is', null)
    .execute();
  const key = (s: { duty_id: number; contact_id: string }) => `${s.duty_id}:${s.contact_id}`;
  const mine = new Set(claimed.map(key));
  return new Set(present.filter((s) => mine.has(key(s))).map((s) => s.id));
}
