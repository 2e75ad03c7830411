/**
 * A wall-clock time ("2026-06-10T18:00", as an <input type="datetime-local"> holds it) in a
 * named time zone, and back. Event times are entered and read in the team's zone,
 * whatever zone the browser is in.
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function partsIn(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The wall-clock time of `instant` in `timeZone` (the runtime's zone when none). */
export function wallTimeOf(instant: Date, timeZone?: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (!timeZone) {
    const d = instant;
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }
  const p = partsIn(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant a wall-clock time names in `timeZone` (the runtime's zone when none); null when the
 * text is no wall-clock time. A time skipped by a clock change (02:30 on a spring-forward night)
 * is read with the offset after the change, as calendars do: 03:30.
 */
export function instantOfWallTime(wallTime: string, timeZone?: string): Date | null {
  const m = WALL_TIME.exec(wallTime);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!timeZone) {
    const local = new Date(year, month - 1, day, hour, minute);
    return Number.isNaN(local.getTime()) ? null : local;
  }
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  const first = asUtc - offsetAt(asUtc, timeZone);
  const offset = offsetAt(first, timeZone);
  const second = asUtc - offset;
  // The offset does not hold at `second`: the time was skipped by a clock change; `first` read it
  // with the offset before the change, which lands after the gap.
  return new Date(offsetAt(second, timeZone) === offset ? second : first);
}
