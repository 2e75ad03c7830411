import { sql } from 'kysely';
import { AWAY_LOCATION_ID } from '@dugout/shared';
import type { Db } from '../platform/db/database';

const NAME = { name: 'Home game duties', name_es: 'Tareas de los partidos en casa' };

/** The club's template: what every home game asks of its families. */
const ITEMS = [
  {
    name_en: 'Snacks',
    name_es: 'Merienda',
    slots: 2,
    note: 'Orange slices and water for the dugout after the third inning.',
    minutes_before: 30,
    closes_minutes_before: 1440,
  },
  {
    name_en: 'Scorekeeper',
    name_es: 'Anotador',
    slots: 1,
    note: '',
    minutes_before: 15,
    closes_minutes_before: 1440,
  },
  {
    name_en: 'Field prep',
    name_es: 'Preparar el campo',
    slots: 2,
    note: 'Rake the infield and chalk the lines an hour before first pitch.',
    minutes_before: 60,
    closes_minutes_before: 1440,
  },
];

/**
 * The demo's season template, "Home game duties", applied to the current season's coming home
 * games as the Apply button does (each duty keyed by template and item). The next home game's
 * duties seeded before templates (duties-seed.ts) become the template's, so nothing is doubled.
 * Idempotent: a demo folder seeded before templates gets it at its next start, once.
 */
export async function seedDutyTemplates(db: Db, now: Date = new Date()): Promise<void> {
  if (await db.selectFrom('duty_templates').select('id').limit(1).executeTakeFirst()) return;
  const admin = await db
    .selectFrom('contacts')
    .select('id')
    .where(sql<boolean>`permissions @> array['site:admin']::text[]`)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  const { id } = await db
    .insertInto('duty_templates')
    .values({ ...NAME, team_id: null, created_by: admin?.id ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = [];
  for (const [i, item] of ITEMS.entries()) {
    items.push(
      await db
        .insertInto('duty_template_items')
        .values({ ...item, template_id: id, sort_order: i + 1 })
        .returning(['id', 'name_en'])
        .executeTakeFirstOrThrow(),
    );
  }
  const games = await db
    .selectFrom('events')
    .select(['id', 'date'])
    .where('event_type', '=', 'game')
    .where('location_id', 'is not', null)
    .where('location_id', '<>', AWAY_LOCATION_ID)
    .where('date', '>', now)
    .where(sql<boolean>`season_id = current_season_id()`)
    .execute();
  for (const game of games) {
    if (!game.date) continue;
    for (const [i, item] of items.entries()) {
      const key = `template:${id}:${item.id}`;
      const values = ITEMS[i]!;
      // A duty of the same name already there (duties-seed.ts) is the template's.
      const same = await db
        .updateTable('event_duties')
        .set({ template_key: key })
        .where('event_id', '=', game.id)
        .where('name_en', '=', item.name_en)
        .where('template_key', 'is', null)
        .executeTakeFirst();
      if (Number(same.numUpdatedRows) > 0) continue;
      const start = game.date.getTime();
      await db
        .insertInto('event_duties')
        .values({
          event_id: game.id,
          name_en: values.name_en,
          name_es: values.name_es,
          slots: values.slots,
          note: values.note,
          at: new Date(start - values.minutes_before * 60_000),
          signup_closes_at: new Date(start - values.closes_minutes_before * 60_000),
          template_key: key,
          sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from event_duties
            where event_id = ${game.id})`,
        })
        .execute();
    }
  }
}
