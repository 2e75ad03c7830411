import { sql } from 'kysely';
import type { Db } from '../platform/db/database';
import { SECOND_TEAM } from './teams-seed';

const FAMILY_EMAIL = 'family@riverhawks.test';
const ADMIN_EMAIL = 'admin@riverhawks.test';

/** Every fourth player answers "not available", every third (of the others) has not answered. */
const availabilityOf = (i: number): 'yes' | 'no' | null =>
  i % 4 === 3 ? 'no' : i % 3 === 2 ? null : 'yes';

/**
 * Availability and attendance in the demo: answers for the 12U players (other families' children:
 * Fiona's household answers for itself) on the 12U team's next game and practice, so its manager
 * sees available / not / unknown; and attendance recorded for the current season's last past
 * club-wide game and practice. Idempotent: a demo folder seeded before attendance gets it at its
 * next start, once (known by any attendance at all).
 */
export async function seedAttendance(db: Db, now: Date = new Date()): Promise<void> {
  if (await db.selectFrom('event_attendance').select('event_id').limit(1).executeTakeFirst()) {
    return;
  }
  const family = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', FAMILY_EMAIL)
    .executeTakeFirst();
  const admin = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirst();
  // Fiona's household (left unanswered: the e2e spec and the demo answer for them).
  const household = family
    ? (
        await sql<{ contact_id: string }>`
          select hm.contact_id from household_members hm
          join household_members me on me.household_id = hm.household_id
          where me.contact_id = ${family.id}`.execute(db)
      ).rows.map((r) => r.contact_id)
    : [];

  for (const type of ['game', 'practice'] as const) {
    const next = await db
      .selectFrom('events as e')
      .innerJoin('event_teams as et', 'et.event_id', 'e.id')
      .innerJoin('teams as t', 't.id', 'et.team_id')
      .select(['e.id', 'et.team_id'])
      .where('t.name', '=', SECOND_TEAM.name)
      .where('e.event_type', '=', type)
      .where('e.date', '>', now)
      .orderBy('e.date')
      .limit(1)
      .executeTakeFirst();
    if (!next) continue;
    const players = await db
      .selectFrom('team_members as tm')
      .innerJoin('contacts as c', 'c.id', 'tm.contact_id')
      .select(['c.id', 'c.email', 'c.phone', 'c.language'])
      .where('tm.team_id', '=', next.team_id)
      .where('tm.role', '=', 'player')
      .orderBy('c.first_name')
      .execute();
    const answers = players
      .filter((p) => !household.includes(p.id))
      .flatMap((p, i) => {
        const status = availabilityOf(i);
        return status ? [{ p, status }] : [];
      });
    if (answers.length) {
      await db
        .insertInto('rsvps')
        .values(
          answers.map(({ p, status }) => ({
            event_id: next.id,
            contact_id: p.id,
            status,
            phone: p.phone,
            email: p.email,
            language: p.language,
          })),
        )
        .onConflict((oc) => oc.columns(['event_id', 'contact_id']).doNothing())
        .execute();
    }
  }

  // The last past club-wide game and practice: every player of the active teams.
  const players = await db
    .selectFrom('team_members as tm')
    .innerJoin('teams as t', 't.id', 'tm.team_id')
    .select('tm.contact_id')
    .distinct()
    .where('tm.role', '=', 'player')
    .where('t.active', '=', true)
    .orderBy('tm.contact_id')
    .execute();
  for (const type of ['game', 'practice'] as const) {
    const last = await db
      .selectFrom('events as e')
      .select('e.id')
      .where('e.event_type', '=', type)
      .where('e.date', '<', now)
      .where(sql<boolean>`e.season_id = current_season_id()`)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('event_teams').select('event_id').whereRef('event_id', '=', 'e.id'),
          ),
        ),
      )
      .orderBy('e.date', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last || !players.length) continue;
    await db
      .insertInto('event_attendance')
      .values(
        players.map((p, i) => ({
          event_id: last.id,
          contact_id: p.contact_id,
          // One in five missed it: the season's figures read as a real team's.
          present: i % 5 !== 4,
          recorded_by: admin?.id ?? null,
        })),
      )
      .execute();
  }
}
