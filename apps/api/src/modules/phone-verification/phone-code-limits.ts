/**
 * How many codes may be texted, counted in the database (every replica sees the same rows):
 * per number, so nobody can flood a stranger's phone by typing it on a card, and per member
 * asking, so one account cannot text many numbers. A member fixing a typo still has room.
 */
export const PHONE_CODE_LIMITS = {
  perNumberPerHour: 3,
  perNumberPerDay: 5,
  perMemberPerHour: 5,
  perMemberPerDay: 10,
} as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Milliseconds until one more send fits `perHour` and `perDay`, or 0. `times`: the sends of the
 * last day, oldest first.
 */
export function sendWait(times: readonly Date[], now: number, perHour: number, perDay: number) {
  let until = 0;
  for (const [window, max] of [
    [HOUR_MS, perHour],
    [DAY_MS, perDay],
  ] as const) {
    const inWindow = times.filter((t) => t.getTime() > now - window);
    if (inWindow.length >= max) {
      // Free again once enough of the window's sends have aged out of it.
      const freeing = inWindow[inWindow.length - max]!;
      until = Math.max(until, freeing.getTime() + window);
    }
  }
  return Math.max(0, until - now);
}

/** How long to wait before a code may go to this number, asked by this member, or 0. */
export function codeSendWait(
  sends: { toNumber: readonly Date[]; byMember: readonly Date[] },
  now: number,
): number {
  const L = PHONE_CODE_LIMITS;
  return Math.max(
    sendWait(sends.toNumber, now, L.perNumberPerHour, L.perNumberPerDay),
    sendWait(sends.byMember, now, L.perMemberPerHour, L.perMemberPerDay),
  );
}
