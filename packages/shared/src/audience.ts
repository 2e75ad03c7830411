import { isAdmin } from './permissions';

/**
 * Who may see an event or a content item given its "Visible to" (its allowed affiliations), as
 * data: the server's access layer reads these terms against a loaded item and as SQL
 * (apps/api/src/platform/access/audience.ts, proven equal by its property test), and the event
 * form reads them to show whom a notice can go to. Written once, here.
 */

/**
 * Who may see an item: everyone, or those for whom at least one term holds (no term: no one).
 * Each resource reads its terms against a loaded item (`allows`) and, on the server, as SQL.
 */
export type Rule<Term> = { everyone: true } | { anyOf: readonly Term[] };

export const EVERYONE = { everyone: true } as const;

/** The TypeScript reading of a rule: `holds` says whether one term holds for the item. */
export function allows<Term>(rule: Rule<Term>, holds: (term: Term) => boolean): boolean {
  return 'everyone' in rule || rule.anyOf.some(holds);
}

/** An item's allowed affiliation ids; empty means everyone. */
export type Audience = readonly number[];

export type AudienceTerm = { kind: 'open' } | { kind: 'member'; affiliationId: number };

/** What the audience rule reads of a person: their permissions and affiliation. */
export interface AudienceViewer {
  permissions: readonly string[];
  affiliationId: number | null;
}

/** Admins see everything; others items for everyone and those for their own affiliation. */
export function audienceRule(viewer: AudienceViewer): Rule<AudienceTerm> {
  if (isAdmin(viewer)) return EVERYONE;
  const open: AudienceTerm = { kind: 'open' };
  if (viewer.affiliationId === null) return { anyOf: [open] };
  return { anyOf: [open, { kind: 'member', affiliationId: viewer.affiliationId }] };
}

/** Whether one term holds for an item with this audience. */
export function audienceHolds(audience: Audience) {
  return (term: AudienceTerm) =>
    term.kind === 'open' ? audience.length === 0 : audience.includes(term.affiliationId);
}

/** Whether `viewer` may see an item whose "Visible to" is `audience`. */
export function canSeeAudience(viewer: AudienceViewer, audience: Audience): boolean {
  return allows(audienceRule(viewer), audienceHolds(audience));
}

/**
 * The teams half of who may see an event (beside its audience): a club-wide event (no teams)
 * everyone, an event of teams who reaches one of them (`teams`: the viewer's, as the server's
 * `teamsOfContact` reads them), and the club's admins every one. The API's access layer and the
 * event form's recipient list both ask it.
 */
export function canSeeEventTeams(
  viewer: { permissions: readonly string[]; teams?: readonly number[] },
  eventTeams: readonly number[],
): boolean {
  if (eventTeams.length === 0 || isAdmin(viewer)) return true;
  const reached = viewer.teams ?? [];
  return eventTeams.some((id) => reached.includes(id));
}
