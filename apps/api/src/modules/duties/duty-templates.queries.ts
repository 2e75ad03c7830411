import { sql } from 'kysely';
import { AWAY_LOCATION_ID } from '@dugout/shared';
import { currentSeasonOnly } from '../../platform/access/seasons';
import type { Db } from '../../platform/db/database';
import type { DutyValues } from './duties.queries';

export interface TemplateItemValues {
  name_en: string;
  name_es: string;
  slots: number;
  note: string;
  minutes_before: number | null;
  closes_minutes_before: number | null;
}

/** The current season's templates, the club's first, then by name. */
export function currentTemplates(db: Db) {
  return db
    .selectFrom('duty_templates as t')
    .select(['t.id', 't.name', 't.name_es', 't.team_id'])
    .where((eb) => currentSeasonOnly(eb.ref('t.season_id')))
    .orderBy(sql`t.team_id nulls first`)
    .orderBy('t.name')
    .orderBy('t.id')
    .execute();
}

/** A template, whatever its season (`archived`: a past season's, read-only). */
export function findTemplate(db: Db, id: number) {
  return db
    .selectFrom('duty_templates as t')
    .select(['t.id', 't.name', 't.team_id'])
    .select(sql<boolean>`t.season_id <> current_season_id()`.as('archived'))
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** Locks a template's row until the transaction ends: two applies or edits of it take turns. */
export async function lockTemplate(db: Db, id: number): Promise<void> {
  await db.selectFrom('duty_templates').select('id').where('id', '=', id).forUpdate().execute();
}

export function itemsOf(db: Db, templateIds: readonly number[]) {
  if (!templateIds.length) return Promise.resolve([]);
  return db
    .selectFrom('duty_template_items')
    .selectAll()
    .where('template_id', 'in', [...templateIds])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function insertTemplate(
  db: Db,
  values: { name: string; name_es: string; team_id: number | null; created_by: string },
): Promise<number> {
  const row = await db
    .insertInto('duty_templates')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameTemplate(
  db: Db,
  id: number,
  names: { name: string; name_es: string },
): Promise<void> {
  await db.updateTable('duty_templates').set(names).where('id', '=', id).execute();
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('duty_templates').where('id', '=', id).execute();
}

/**
 * Sets a template's duties: the first `keep.length` items keep their ids (so the duties already
 * applied from them stay theirs), the rest are added; items beyond the list are deleted (the
 * duties they put on games stay, as any event's duties).
 */
export async function replaceItems(
  db: Db,
  templateId: number,
  items: readonly TemplateItemValues[],
): Promise<void> {
  const existing = await db
    .selectFrom('duty_template_items')
    .select('id')
    .where('template_id', '=', templateId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  for (const [i, item] of items.entries()) {
    const id = existing[i]?.id;
    if (id !== undefined) {
      await db
        .updateTable('duty_template_items')
        .set({ ...item, sort_order: i + 1 })
        .where('id', '=', id)
        .execute();
    } else {
      await db
        .insertInto('duty_template_items')
        .values({ ...item, template_id: templateId, sort_order: i + 1 })
        .execute();
    }
  }
  const gone = existing.slice(items.length).map((r) => r.id);
  if (gone.length) await db.deleteFrom('duty_template_items').where('id', 'in', gone).execute();
}

/**
 * The current season's coming home games (type game, a home location by the spec's rule: any
 * location but the away one), of `teamId` when given, with their teams.
 */
export function comingHomeGames(db: Db, teamId: number | null, now: Date) {
  return db
    .selectFrom('events as e')
    .select(['e.id', 'e.date'])
    .select(
      sql<
        number[]
      >`array(select et.team_id from event_teams et where et.event_id = e.id order by et.team_id)`.as(
        'teams',
      ),
    )
    .where('e.event_type', '=', 'game')
    .where('e.location_id', 'is not', null)
    .where('e.location_id', '<>', AWAY_LOCATION_ID)
    .where('e.date', '>=', now)
    .where((eb) => currentSeasonOnly(eb.ref('e.season_id')))
    .$if(teamId !== null, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('event_teams as et')
            .select('et.event_id')
            .whereRef('et.event_id', '=', 'e.id')
            .where('et.team_id', '=', teamId!),
        ),
      ),
    )
    .orderBy('e.date')
    .execute();
}

/** The duties these games already have from a template (by their `template_key`). */
export function templateDutiesOn(db: Db, eventIds: readonly string[], keyPrefix: string) {
  if (!eventIds.length) return Promise.resolve([]);
  return db
    .selectFrom('event_duties')
    .select(['id', 'event_id', 'template_key'])
    .where('event_id', 'in', [...eventIds])
    .where('template_key', 'like', `${keyPrefix}%`)
    .execute();
}

/** Adds a template's duty to a game; null when the game has it already (the unique key). */
export async function insertTemplateDuty(
  db: Db,
  eventId: string,
  key: string,
  values: DutyValues,
): Promise<number | null> {
  const row = await db
    .insertInto('event_duties')
    .values({
      event_id: eventId,
      ...values,
      template_key: key,
      sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from event_duties
        where event_id = ${eventId})`,
    })
    .onConflict((oc) =>
      oc.columns(['event_id', 'template_key']).where('template_key', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Re-applied: the duty takes the template's wording and times; never fewer slots than taken. */
export async function refreshTemplateDuty(db: Db, id: number, values: DutyValues): Promise<void> {
  await db
    .updateTable('event_duties')
    .set({
      ...values,
      slots: sql<number>`greatest(${values.slots},
        (select count(*)::int from duty_signups s where s.duty_id = ${id}))`,
    })
    .where('id', '=', id)
    .execute();
}
