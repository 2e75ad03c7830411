import type { BlobStore } from '../platform/blob/blob-store';
import type { Db } from '../platform/db/database';
import { renderSeedFiles } from './content-seed-files';
import type { SeedItem } from './content-seed-items';
import { secondTeamId } from './teams-seed';

/** The 12U team's own document: its families see it, the first team's do not. */
export const TEAM_DOCUMENT: SeedItem = {
  slug: '12u-tournament-packet',
  description: '12U tournament packet',
  category: 'Road Trip Information',
  kind: 'pdf',
  tags: ['12u', 'tournament'],
  lines: [
    '12U Fall Classic, Cedar Hill',
    'Check-in 7:30 AM at the main gate',
    'Two games Saturday',
  ],
};
/** The 12U order: a jersey for a 12U player of another family (the staff's list shows its team). */
const TEAM_ORDER_INDEX = 'seed-12u-jersey';

/**
 * The demo's content and order of a team (12U), so `npm start` shows the content page's team
 * filter and labels and the requests' team (12U's pinned post and roster feed:
 * team-feed-seed.ts). Written where the demo runs with its
 * files (a blob store: `npm start`, the e2e server); the API tests' template seeds without one and
 * keeps the spec's counts. Idempotent by the document's file.
 */
export async function seedTeamContent(db: Db, blobs: BlobStore | null | undefined): Promise<void> {
  if (!blobs) return;
  const teamId = await secondTeamId(db);
  if (teamId === undefined) return;
  const { file, thumb } = await renderSeedFiles(TEAM_DOCUMENT, 7);
  const seeded = await db
    .selectFrom('content')
    .select('id')
    .where('blob_key', '=', file.key)
    .executeTakeFirst();
  if (seeded) return;
  await blobs.put(file.key, file.data, file.contentType);
  await blobs.put(thumb.key, thumb.data, thumb.contentType);
  const admin = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', 'admin@riverhawks.test')
    .executeTakeFirst();
  const { max } = await db
    .selectFrom('content')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('category', '=', TEAM_DOCUMENT.category)
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto('content')
    .values({
      description: TEAM_DOCUMENT.description,
      file_name: `${TEAM_DOCUMENT.slug}.pdf`,
      file_type: 'pdf',
      content_type: 'application/pdf',
      blob_key: file.key,
      thumbnail_key: thumb.key,
      display_key: null,
      size_bytes: file.data.length,
      tags: TEAM_DOCUMENT.tags,
      category: TEAM_DOCUMENT.category,
      sort_order: (max ?? 0) + 1,
      created_by: admin?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('content_teams').values({ content_id: item.id, team_id: teamId }).execute();

  await seedTeamOrder(db, teamId);
}

/** A jersey for the first 12U player who is not a Pemberton, asked by their household's guardian. */
async function seedTeamOrder(db: Db, teamId: number): Promise<void> {
  const player = await db
    .selectFrom('team_members as tm')
    .innerJoin('contacts as c', 'c.id', 'tm.contact_id')
    .innerJoin('household_members as hm', 'hm.contact_id', 'c.id')
    .innerJoin('household_members as g', (j) =>
      j.onRef('g.household_id', '=', 'hm.household_id').on('g.role', '=', 'guardian'),
    )
    .innerJoin('contacts as gc', 'gc.id', 'g.contact_id')
    .select([
      'c.first_name',
      'c.last_name',
      'gc.id as guardian',
      'gc.first_name as gFirst',
      'gc.last_name as gLast',
    ])
    .where('tm.team_id', '=', teamId)
    .where('tm.role', '=', 'player')
    .where('c.last_name', '<>', 'Pemberton')
    .orderBy('c.last_name')
    .orderBy('c.first_name')
    .executeTakeFirst();
  if (!player) return;
  await db
    .insertInto('form_requests')
    .values({
      kind: 'jersey',
      submitted_by: player.guardian,
      submitted_by_name: `${player.gFirst} ${player.gLast}`,
      first_name: player.first_name,
      last_name: player.last_name,
      jersey_name: player.last_name.toUpperCase(),
      jersey_number: 12,
      jersey_size: 'Youth M (10-12)',
      jersey_position: 3,
      jersey_index: TEAM_ORDER_INDEX,
      team_id: teamId,
    })
    .execute();
}
