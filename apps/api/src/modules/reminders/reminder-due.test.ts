import { reminderDueAt, reminderIsDue } from '@dugout/shared';
import { expect, it } from 'vitest';

/**
 * The due-time rule across the team zone's clock changes (America/New_York: 14 March and
 * 7 November 2027): hours are counted on the wall clock, so "48 hours before" a Monday 18:00 game
 * is the Saturday at 18:00, 47 or 49 hours earlier in elapsed time.
 */
const ZONE = 'America/New_York';
const HOUR = 3600_000;

it('48 h before a Monday 18:00 game after spring-forward is Saturday 18:00 EST (47 h)', () => {
  const start = new Date('2027-03-15T22:00:00Z'); // Monday 18:00 EDT
  const due = reminderDueAt(start, 48, ZONE);
  expect(due.toISOString()).toBe('2027-03-13T23:00:00.000Z'); // Saturday 18:00 EST
  expect((start.getTime() - due.getTime()) / HOUR).toBe(47);
});

it('48 h before a Monday 18:00 game after fall-back is Saturday 18:00 EDT (49 h)', () => {
  const start = new Date('2027-11-08T23:00:00Z'); // Monday 18:00 EST
  const due = reminderDueAt(start, 48, ZONE);
  expect(due.toISOString()).toBe('2027-11-06T22:00:00.000Z'); // Saturday 18:00 EDT
  expect((start.getTime() - due.getTime()) / HOUR).toBe(49);
});

it('3 h before, away from a clock change, is three hours', () => {
  const start = new Date('2027-06-15T22:05:00Z');
  expect(reminderDueAt(start, 3, ZONE).toISOString()).toBe('2027-06-15T19:05:00.000Z');
});

it('a due time skipped by spring-forward is read after the gap', () => {
  // 05:30 EDT on the change's Sunday, 3 h before: 02:30 never happens, read as 03:30 EDT.
  const start = new Date('2027-03-14T09:30:00Z');
  expect(reminderDueAt(start, 3, ZONE).toISOString()).toBe('2027-03-14T07:30:00.000Z');
});

it('is due from its time until the start, not after', () => {
  const start = new Date('2027-06-15T22:00:00Z');
  const due = reminderDueAt(start, 48, ZONE);
  expect(reminderIsDue(start, 48, ZONE, new Date(due.getTime() - 1))).toBe(false);
  expect(reminderIsDue(start, 48, ZONE, due)).toBe(true);
  expect(reminderIsDue(start, 48, ZONE, new Date(start.getTime() - 1))).toBe(true);
  expect(reminderIsDue(start, 48, ZONE, start)).toBe(false);
});
