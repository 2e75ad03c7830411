import { describe, expect, it } from 'vitest';
import { leavesAtProblem } from './rides';

const now = new Date('2031-06-07T15:00:00Z');
const start = '2031-06-07T17:00:00Z';

describe('leavesAtProblem', () => {
  it('takes no time, or a time between now and a day after the start', () => {
    expect(leavesAtProblem(null, start, now)).toBeNull();
    expect(leavesAtProblem('2031-06-07T16:15:00Z', start, now)).toBeNull();
    expect(leavesAtProblem('2031-06-08T17:00:00Z', start, now)).toBeNull();
  });

  it('refuses a time already passed, and one more than a day after the start', () => {
    expect(leavesAtProblem('2031-06-07T15:00:00Z', start, now)).toBe('passed');
    expect(leavesAtProblem('2031-06-01T08:00:00Z', start, now)).toBe('passed');
    expect(leavesAtProblem('2031-06-08T17:01:00Z', start, now)).toBe('tooLate');
  });

  it('does not judge again the time an edit keeps (to the minute), only a new one', () => {
    const later = new Date('2031-06-07T19:00:00Z');
    const kept = '2031-06-07T16:15:30Z';
    expect(leavesAtProblem('2031-06-07T16:15:00.000Z', start, later, kept)).toBeNull();
    expect(leavesAtProblem('2031-06-07T16:20:00Z', start, later, kept)).toBe('passed');
    expect(leavesAtProblem('2031-06-07T16:20:00Z', start, later, null)).toBe('passed');
  });
});
