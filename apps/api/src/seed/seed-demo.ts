import { sql } from 'kysely';
import { toE164 } from '@dugout/shared';
import type { Db } from '../platform/db/database';
import type { BlobStore } from '../platform/blob/blob-store';
import { seedContacts, seedSignIns } from './contacts-seed';
import { seedEvents } from './events-seed';
import { seedPracticeSeries } from './practice-series-seed';
import { seedFormRequests } from './forms-seed';
import { seedTeamContent } from './team-content-seed';
import { seedTeamFeedAndPost } from './team-feed-seed';
import { seedHouseholds } from './households-seed';
import { seedContent } from './content-seed';
import { AFFILIATIONS, DEMO_USERS } from './demo-users';
import { seedLinks } from './links-seed';
import { seedTextsInbox } from './texts-inbox-seed';
import { seedSeasons } from './seasons-seed';
import { seedTeamEvents } from './team-events-seed';
import { seedDuties } from './duties-seed';
import { seedAttendance } from './attendance-seed';
import { seedConversations } from './conversations-seed';
import { seedConversationModeration } from './conversation-moderation-seed';
import { seedConversationFollows } from './conversation-follows-seed';
import { seedConversationSubjects } from './conversation-subjects-seed';
import { seedDutyTemplates } from './duty-templates-seed';
import { seedRides } from './rides-seed';
import { seedPhotos } from './photos-seed';
import { seedTeamPractice, seedTeams } from './teams-seed';

const SEED_KEY = 'demo_seed_version';
const SEED_VERSION = '1';

/** Affiliations every deployment starts with. */
export async function ensureAffiliations(db: Db): Promise<void> {
  await db
    .insertInto('affiliations')
    .values(AFFILIATIONS.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Seeds the fictional Riverhawks once (DEMO=1). Re-running is a no-op, so a restart never
 * duplicates or overwrites what people changed.
 */
export async function seedDemoTeam(
  db: Db,
  /** Without a blob store (the tests' template database) the seed has no avatar photos. */
  opts: { blobs?: BlobStore | null } = {},
): Promise<boolean> {
  const done = await db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', SEED_KEY)
    .executeTakeFirst();
  if (done) {
    // A demo folder seeded before numbers were verified (migration 0080) gets its texts back.
    await verifyDemoPhones(db);
    // A demo folder seeded before the texts inbox gets its demo texts.
    await seedTextsInbox(db);
    // And one seeded before teams, its second team and the events of its teams.
    await seedTeams(db);
    await seedTeamPractice(db);
    await seedTeamEvents(db);
    // And one seeded before seasons, last year's archived season.
    await seedSeasons(db);
    // And one seeded before duties, the game-day duties of its next games.
    await seedDuties(db);
    // And one seeded before attendance, players' answers and two past events' attendance.
    await seedAttendance(db);
    // And one seeded before conversations, the next home game's.
    await seedConversations(db);
    // And one seeded before moderation, a hidden post and a locked conversation.
    await seedConversationModeration(db);
    // And one seeded before following, the family's follow and a post mentioning them.
    await seedConversationFollows(db);
    // And one seeded before them, a content item's and a second pinned post's.
    await seedConversationSubjects(db);
    // And one seeded before duty templates, the club's, applied to its coming home games.
    await seedDutyTemplates(db);
    // And one seeded before rides, the rides of its next away game.
    await seedRides(db);
    return false;
  }
  await db.transaction().execute(async (trx) => {
    await ensureAffiliations(trx);
    const affiliations = await trx.selectFrom('affiliations').select(['id', 'name']).execute();
    const affiliationId = (name: string | null) =>
      affiliations.find((a) => a.name === name)?.id ?? null;
    for (const [i, u] of DEMO_USERS.entries()) {
      await trx
        .insertInto('contacts')
        .values({
          first_name: u.firstName,
          last_name: u.lastName,
          email: u.email,
          phone: toE164(`+1 55501000${String(i + 1).padStart(2, '0')}`),
          language: 'en',
          is_site_user: true,
          invited_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
          permissions: [...u.permissions],
          affiliation_id: affiliationId(u.affiliation),
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .execute();
    }
    await seedLinks(trx);
    // After the demo users: it links Fiona Family to her son on the roster.
    await seedContacts(trx, opts);
    await seedSignIns(trx);
    await seedHouseholds(trx);
    await seedContent(trx, opts);
    await seedEvents(trx);
    await seedPracticeSeries(trx);
    await seedFormRequests(trx);
    await verifyDemoPhones(trx);
    await seedTextsInbox(trx);
    await seedTeams(trx);
    await seedTeamPractice(trx);
    await seedTeamEvents(trx);
    await seedSeasons(trx);
    await seedDuties(trx);
    await seedAttendance(trx);
    await seedConversations(trx);
    await seedConversationModeration(trx);
    await seedConversationFollows(trx);
    await seedConversationSubjects(trx);
    await seedDutyTemplates(trx);
    await seedRides(trx);
    await seedPhotos(trx, opts.blobs);
    await seedTeamContent(trx, opts.blobs);
    await seedTeamFeedAndPost(trx, !!opts.blobs);
    await trx.insertInto('app_state').values({ key: SEED_KEY, value: SEED_VERSION }).execute();
  });
  // PGlite has no autovacuum: refresh the planner's statistics after a bulk insert.
  await sql`analyze`.execute(db);
  return true;
}

const PHONES_KEY = 'demo_phones_verified';
/** The demo account whose number is left unverified, to show the profile's "send code" step. */
export const DEMO_UNVERIFIED_EMAIL = 'newcomer@riverhawks.test';

/**
 * The fictional team's numbers count as confirmed, as if each family had entered its code, so
 * `npm start` shows reminders and staff texts reaching them; Nico Newcomer's stays unverified.
 * Once per database (a real deployment never runs the demo seed: its numbers start unverified).
 */
async function verifyDemoPhones(db: Db): Promise<void> {
  const done = await db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', PHONES_KEY)
    .executeTakeFirst();
  if (done) return;
  await sql`insert into phone_verifications (contact_id, phone)
    select id, phone from contacts
     where phone ~ '^\\+[1-9][0-9]{6,14}$'
       and lower(coalesce(email, '')) <> ${DEMO_UNVERIFIED_EMAIL}
    on conflict (contact_id) do nothing`.execute(db);
  await db
    .insertInto('app_state')
    .values({ key: PHONES_KEY, value: '1' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * ADMIN_EMAILS names the first admins of a new deployment: they can sign in and manage it. Lives
 * with the audit log, which records what it changes.
 */
export { ensureAdmins } from '../modules/admin/admin-emails';
