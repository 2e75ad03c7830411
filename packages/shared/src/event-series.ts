import { z } from 'zod';
import { ruleMessage } from './rule-messages';
import { instantOfWallTime, wallTimeOf } from './wall-time';

/**
 * Event types, a game's opponent and weekly series (beyond the spec's event fields: a client
 * that sends none of them keeps today's behaviour). No SQL or React here: both apps read it.
 */

export const EVENT_TYPES = ['game', 'practice', 'tournament', 'meeting'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const OPPONENT_MAX = 100;

/** The most occurrences one series may have (one request writes them all). */
export const SERIES_MAX_OCCURRENCES = 200;
export const SERIES_EXCEPTIONS_MAX = 100;

/** How far an edit or delete of a series occurrence reaches. */
export const SERIES_SCOPES = ['one', 'following'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayText = z
  .string()
  .regex(DAY, ruleMessage('seriesDayInvalid'))
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), ruleMessage('seriesDayInvalid'));

/** "Repeats weekly": until a day (YYYY-MM-DD, inclusive), on weekdays (0 Sunday … 6 Saturday). */
export const seriesRuleSchema = z.object({
  until: dayText,
  /** Empty: the start's weekday. */
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  /** Days skipped (YYYY-MM-DD). */
  exceptions: z.array(dayText).max(SERIES_EXCEPTIONS_MAX).default([]),
});
export type SeriesRule = z.output<typeof seriesRuleSchema>;
export type SeriesRuleInput = z.input<typeof seriesRuleSchema>;

export type SeriesProblem =
  'seriesNeedsDate' | 'seriesUntilBeforeStart' | 'seriesTooMany' | 'seriesEmpty';

/** The weekday (0 Sunday) of a YYYY-MM-DD day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day moved by `days` (calendar days, whatever the clocks do). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `a` to `b` (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * The starts of a weekly series: every day from the start's day to `until` on the chosen
 * weekdays, less the exceptions, each at the start's wall-clock time in `timeZone` (so a 6 pm
 * practice stays at 6 pm across a clock change). A problem instead when the rule cannot hold.
 */
export function seriesOccurrences(
  start: Date | string | null | undefined,
  rule: SeriesRule,
  timeZone: string,
): { starts: Date[] } | { problem: SeriesProblem } {
  if (start === null || start === undefined) return { problem: 'seriesNeedsDate' };
  const wall = wallTimeOf(new Date(start), timeZone);
  const first = wall.slice(0, 10);
  const time = wall.slice(10);
  if (rule.until <= first) return { problem: 'seriesUntilBeforeStart' };
  const weekdays = new Set(rule.weekdays.length ? rule.weekdays : [weekdayOf(first)]);
  const skipped = new Set(rule.exceptions);
  const starts: Date[] = [];
  for (let day = first; day <= rule.until; day = nextDay(day)) {
    if (!weekdays.has(weekdayOf(day)) || skipped.has(day)) continue;
    if (starts.length === SERIES_MAX_OCCURRENCES) return { problem: 'seriesTooMany' };
    starts.push(instantOfWallTime(`${day}${time}`, timeZone)!);
  }
  return starts.length ? { starts } : { problem: 'seriesEmpty' };
}

/**
 * Moves a later occurrence as "this and following" moved the edited one: by the same number of
 * calendar days, to the edited one's new wall-clock time, in `timeZone`.
 */
export function shiftOccurrence(
  occurrence: Date | string,
  edited: { before: Date | string; after: Date | string },
  timeZone: string,
): Date {
  const before = wallTimeOf(new Date(edited.before), timeZone);
  const after = wallTimeOf(new Date(edited.after), timeZone);
  const shift = daysBetween(before.slice(0, 10), after.slice(0, 10));
  const day = addDays(wallTimeOf(new Date(occurrence), timeZone).slice(0, 10), shift);
  return instantOfWallTime(`${day}${after.slice(10)}`, timeZone)!;
}
