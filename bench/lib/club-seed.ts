import path from 'node:path';
import { openPglite, openPostgres, type Db } from '../../apps/api/src/platform/db/database';
import { clubPlan, type ClubPlan, type ClubSize } from './club-plan';
import { openSql } from './seed';

/**
 * Writes the bench's club (club-plan.ts) into a stopped server's database through the API's own
 * db layer (Kysely on PGlite or PostgreSQL): a multi-row insert per few thousand rows, so 20,000
 * contacts and their answers take seconds, not an HTTP call each.
 */

/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 2000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export interface SeededClub {
  plan: ClubPlan;
  /** The club's team ids, in the plan's team order. */
  teamIds: number[];
  adminId: string;
}

const count = async (db: Db, table: 'teams' | 'households' | 'contacts' | 'events') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

export async function writeClub(db: Db, size: ClubSize, today: Date): Promise<SeededClub> {
  const existing = {
    teams: await count(db, 'teams'),
    households: await count(db, 'households'),
    contacts: await count(db, 'contacts'),
    events: await count(db, 'events'),
  };
  const plan = clubPlan(size, existing, today);
  const families = await db
    .selectFrom('affiliations')
    .select('id')
    .where('name', '=', "Players' Families")
    .executeTakeFirstOrThrow();

  await inChunks(plan.newTeams, (chunk) =>
    db
      .insertInto('teams')
      .values(chunk.map((t, i) => ({ name: t.name, short_name: t.shortName, sort_order: 10 + i })))
      .execute(),
  );
  const teamIds = (await db.selectFrom('teams').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  await inChunks(plan.contacts, (chunk) =>
    db
      .insertInto('contacts')
      .values(
        chunk.map((c) => ({
          id: c.id,
          first_name: c.firstName,
          last_name: c.lastName,
          email: c.email,
          phone: c.phone,
          language: c.language,
          permissions: c.siteUser ? ['view:contacts'] : [],
          affiliation_id: families.id,
          is_site_user: c.siteUser,
          relation_to_player: c.relation,
          related_player_name: c.relatedPlayerName,
          is_connected_to_player: c.relatedPlayerName !== null,
        })),
      )
      .execute(),
  );
  const householdIds: number[] = [];
  await inChunks(plan.households, async (chunk) => {
    const ids = await db.insertInto('households').values(chunk).returning(['id', 'name']).execute();
    // Matched by name: a multi-row insert's RETURNING order is not promised.
    const byName = new Map(ids.map((r) => [r.name, r.id]));
    householdIds.push(...chunk.map((h) => byName.get(h.name)!));
  });
  await inChunks(plan.householdMembers, (chunk) =>
    db
      .insertInto('household_members')
      .values(
        chunk.map((m) => ({
          household_id: householdIds[m.household]!,
          contact_id: m.contactId,
          role: m.role,
        })),
      )
      .execute(),
  );
  await inChunks(plan.teamMembers, (chunk) =>
    db
      .insertInto('team_members')
      .values(
        chunk.map((m) => ({ team_id: teamIds[m.team]!, contact_id: m.contactId, role: m.role })),
      )
      .execute(),
  );
  await inChunks(plan.events, (chunk) =>
    db
      .insertInto('events')
      .values(
        chunk.map((e) => ({
          id: e.id,
          name: e.name,
          description: `${e.name}: arrive 30 minutes early.`,
          date: e.date,
          tags: ['bench'],
          event_type: e.eventType,
          opponent: e.opponent,
        })),
      )
      .execute(),
  );
  await inChunks(
    plan.events.flatMap((e) =>
      e.teams.map((team) => ({ event_id: e.id, team_id: teamIds[team]! })),
    ),
    (chunk) => db.insertInto('event_teams').values(chunk).execute(),
  );
  await inChunks(plan.rsvps, (chunk) =>
    db
      .insertInto('rsvps')
      .values(
        chunk.map((r) => ({ event_id: r.eventId, contact_id: r.contactId, status: r.status })),
      )
      .execute(),
  );
  const admin = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'admin@riverhawks.test')
    .executeTakeFirstOrThrow();
  return { plan, teamIds, adminId: admin.id };
}

/** Opens the stopped server's database (its DATA_DIR, or DATABASE_URL), writes the club, closes. */
export async function seedClub(
  target: { dataDir: string; databaseUrl?: string | undefined },
  size: ClubSize,
  today: Date,
): Promise<SeededClub> {
  const handle = target.databaseUrl
    ? openPostgres(target.databaseUrl, 2)
    : await openPglite(path.join(target.dataDir, 'pgdata'));
  let seeded: SeededClub;
  try {
    seeded = await writeClub(handle.db, size, today);
  } finally {
    await handle.close();
  }
  // The planner's statistics for the grown tables, as the server will meet them.
  const plain = await openSql(
    target.databaseUrl
      ? { ...target, databaseUrl: target.databaseUrl }
      : { dataDir: target.dataDir },
  );
  try {
    await plain.query('analyze');
  } finally {
    await plain.close();
  }
  return seeded;
}
