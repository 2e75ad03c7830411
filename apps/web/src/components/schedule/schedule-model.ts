import type { EventSummary } from '@dugout/shared';

/**
 * The schedule's two lists: upcoming events (not started yet) soonest first, and past ones
 * latest first. Events without a date have no place in a schedule.
 */
export function splitSchedule(
  events: readonly EventSummary[],
  now: Date,
): { upcoming: EventSummary[]; past: EventSummary[] } {
  const dated = events
    .filter((e): e is EventSummary & { date: string } => e.date !== null)
    .map((e) => ({ e, t: Date.parse(e.date) }))
    .sort((a, b) => a.t - b.t || a.e.name.localeCompare(b.e.name));
  const at = now.getTime();
  return {
    upcoming: dated.filter((x) => x.t >= at).map((x) => x.e),
    past: dated
      .filter((x) => x.t < at)
      .reverse()
      .map((x) => x.e),
  };
}
