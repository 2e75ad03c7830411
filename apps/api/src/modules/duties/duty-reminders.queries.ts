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
 * Claims these sign-ups' reminders: marks those still unmarked and returns their ids. Under a
 * concurrent pass (another replica) the second update waits on the rows the first locked, then
 * finds them marked and claims nothing: each reminder is queued once. A sign-up withdrawn
 * meanwhile is gone and is not claimed.
 */
export async function claimDutyReminders(
  db: Db,
  signupIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (!signupIds.length) return new Set();
  const rows = await db
    .updateTable('duty_signups')
    .set({ reminded_at: now })
    .where('id', 'in', [...signupIds])
    .where('reminded_at', 'is', null)
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}
