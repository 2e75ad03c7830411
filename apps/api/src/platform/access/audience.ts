import {
  audienceRule,
  can,
  canSeeAudience,
  type Audience,
  type AudienceTerm,
} from '@dugout/shared';
import type { Expression, SqlBool } from 'kysely';
import { notFound } from '../errors';
import { allowsInSql, eb } from './rule';
import type { Viewer } from './viewer';
import { accessCatalog } from './access.locales';
import { canSeeTeams, contentTeamsVisibleTo, eventTeamsVisibleTo } from './teams';

/**
 * Events and content items share one audience rule: an item lists the affiliations it
 * is for (none: everyone); admins see everything. Written once, as data, in packages/shared
 * (`audienceRule`, `audienceHolds`), which the event form reads too; its SQL reading is here.
 */

export { audienceRule, type Audience, type AudienceTerm } from '@dugout/shared';

/** The SQL of the same terms; `rows(affiliationId?)` selects the item's audience rows. */
function inSql(rows: (affiliationId?: number) => Expression<unknown>) {
  return (term: AudienceTerm): Expression<SqlBool> =>
    term.kind === 'open' ? eb.not(eb.exists(rows())) : eb.exists(rows(term.affiliationId));
}

/**
 * The cache class of an audience answer: viewers with the same key see the same events and
 * content (lists are shared per key; see platform/cache/shared-json.ts).
 */
export function audienceKey(
  viewer: Pick<Viewer, 'permissions' | 'affiliationId' | 'teams'>,
): string {
  const rule = audienceRule(viewer);
  if ('everyone' in rule) return 'admin';
  const member = rule.anyOf.find((term) => term.kind === 'member');
  const key = `affiliation:${member?.affiliationId ?? 'none'}`;
  // Events of a team are seen by those who reach it: the teams are part of the class.
  return viewer.teams?.length ? `${key}|teams:${viewer.teams.join(',')}` : key;
}

// ---- Events --------------------------------------------------------------------------------

/**
 * Today's audience rule, and the event's teams (none: club-wide; see teams.ts `canSeeTeams`).
 */
export function canSeeEvent(
  viewer: Viewer,
  audience: Audience,
  teams: readonly number[] = [],
): boolean {
  return canSeeAudience(viewer, audience) && canSeeTeams(viewer, teams);
}

/**
 * Whom an event is for (the admins' "Not answered" list): the audience's rule read
 * for the contact's affiliation (and teams) alone, leaving out the admins' right to see every
 * event.
 */
export function isInvitedTo(
  contact: { affiliationId: number | null; teams?: readonly number[] },
  audience: Audience,
  /** The event's teams (none: club-wide); then `contact.teams` are the teams they reach. */
  teams: readonly number[] = [],
): boolean {
  return canSeeEvent(
    { id: '', permissions: [], affiliationId: contact.affiliationId, teams: contact.teams ?? [] },
    audience,
    teams,
  );
}

/** `canSeeEvent` as SQL on the event's id in the query (e.g. `eb.ref('e.id')`). */
export function eventVisibleTo(viewer: Viewer, eventId: Expression<string>): Expression<SqlBool> {
  return eb.and([audienceVisibleTo(viewer, eventId), eventTeamsVisibleTo(viewer, eventId)]);
}

function audienceVisibleTo(viewer: Viewer, eventId: Expression<string>): Expression<SqlBool> {
  return allowsInSql(
    audienceRule(viewer),
    inSql((affiliationId) => {
      let q = eb
        .selectFrom('event_affiliations as ea')
        .select('ea.event_id')
        .where('ea.event_id', '=', eventId);
      if (affiliationId !== undefined) q = q.where('ea.affiliation_id', '=', affiliationId);
      return q;
    }),
  );
}

/**
 * The gate of every read of one event: a hidden event answers the same 404 as a missing one,
 * so its existence is not revealed. `audience` null: no such event.
 */
export function assertCanSeeEvent(
  viewer: Viewer,
  audience: Audience | null,
  teams: readonly number[] = [],
): void {
  if (audience === null || !canSeeEvent(viewer, audience, teams)) {
    throw notFound((language) => accessCatalog.in(language)('eventNotFound'));
  }
}

// ---- Content items -------------------------------------------------------------------------

/**
 * Today's audience rule, and the item's teams (none: club-wide), as for events: a content item of
 * teams is seen by who reaches one of them, and by the admins.
 */
export function canSeeContent(
  viewer: Viewer,
  audience: Audience,
  teams: readonly number[] = [],
): boolean {
  return canSeeAudience(viewer, audience) && canSeeTeams(viewer, teams);
}

/** `canSeeContent` as SQL on the item's id in the query (e.g. `eb.ref('ct.id')`). */
export function contentVisibleTo(
  viewer: Viewer,
  contentId: Expression<string>,
): Expression<SqlBool> {
  const audience = allowsInSql(
    audienceRule(viewer),
    inSql((affiliationId) => {
      let q = eb
        .selectFrom('content_affiliations as ca')
        .select('ca.content_id')
        .where('ca.content_id', '=', contentId);
      if (affiliationId !== undefined) q = q.where('ca.affiliation_id', '=', affiliationId);
      return q;
    }),
  );
  return eb.and([audience, contentTeamsVisibleTo(viewer, contentId)]);
}

/** The gate of every read of one item: an item the viewer may not see does not exist. */
export function assertCanSeeContent<
  T extends { affiliations: readonly { id: number }[]; teams: readonly number[] },
>(viewer: Viewer, row: T | null): asserts row is T {
  if (!row || !canSeeContent(viewer, audienceOf(row), row.teams)) {
    throw notFound((language) => accessCatalog.in(language)('contentNotFound'));
  }
}

/** The audience of a row loaded with its affiliations ({ id, name }). */
export const audienceOf = (row: { affiliations: readonly { id: number }[] }): Audience =>
  row.affiliations.map((a) => a.id);

/**
 * The content list's image backgrounds (a signed link to each image item it shows), for the
 * event editor: only those who publish events choose an event's background.
 */
export function canChooseEventBackgrounds(viewer: Viewer): boolean {
  return can(viewer, 'events:publish');
}

// ---- Signed file links ---------------------------------------------------------------------

/**
 * A signed link to a stored file is the permission to read it: it is handed only to a viewer who
 * may see a content item owning the file (as its original, display copy or thumbnail). `owners`:
 * the audiences and teams of those items (none: the file is no item's, and nobody gets a link).
 */
export function canHaveFileLink(
  viewer: Viewer,
  owners: readonly (Audience | ContentReach)[],
): boolean {
  // An audience alone is a club-wide item's.
  return owners.some((owner) =>
    'audience' in owner
      ? canSeeContent(viewer, owner.audience, owner.teams)
      : canSeeContent(viewer, owner),
  );
}

/** Whom a content item is for: its audience and its teams (none: club-wide). */
export interface ContentReach {
  audience: Audience;
  teams: readonly number[];
}

/** `canHaveFileLink` as SQL, for the blob key `blobKey` (a column or a value). */
export function fileLinkVisibleTo(
  viewer: Viewer,
  blobKey: Expression<string>,
): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('content as fl')
      .select('fl.id')
      .where((w) =>
        w.or([
          w('fl.blob_key', '=', blobKey),
          w('fl.display_key', '=', blobKey),
          w('fl.thumbnail_key', '=', blobKey),
        ]),
      )
      .where((w) => contentVisibleTo(viewer, w.ref('fl.id'))),
  );
}

/**
 * Whether everyone who may see an event may also see a content item (the event's background
 * image from content): the item's audience must include the event's. Content for everyone fits
 * any event; content for {A, B} fits an event for {A} or {A, B}, not one for everyone or {C}.
 * (Admins see both anyway.) The property test checks it against `canSeeEvent`/`canSeeContent`.
 */
export function audienceIncludes(content: Audience, event: Audience): boolean {
  if (content.length === 0) return true;
  if (event.length === 0) return false;
  return event.every((id) => content.includes(id));
}

// ---- Calendar feeds ------------------------------------------------------------------------

/**
 * A calendar feed shows its owner's visible events: the feed's viewer is the owner's contact
 * (see viewerOfContact), and its events are `eventVisibleTo(viewer)` with a date. `event`: the
 * event's id and date in the query.
 */
export function feedEventsVisibleTo(
  viewer: Viewer,
  event: { id: Expression<string>; date: Expression<Date | string | null> },
): Expression<SqlBool> {
  return eb.and([eventVisibleTo(viewer, event.id), eb(event.date, 'is not', null)]);
}

/**
 * A deleted event stays in a feed, as cancelled, for those who could see it: the events' rule
 * read on its audience and teams as they were when it was deleted (the viewer's teams loaded).
 */
export function feedCancellationsVisibleTo<
  T extends { affiliation_ids: Audience; team_ids?: readonly number[] },
>(viewer: Viewer, cancelled: readonly T[]): T[] {
  return cancelled.filter((c) => canSeeEvent(viewer, c.affiliation_ids, c.team_ids ?? []));
}
