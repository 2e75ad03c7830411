import crypto from 'node:crypto';

/**
 * The feed's strong ETag: a hash of its text without the DTSTAMP lines. The ics package stamps
 * every event with the moment the file was written, so the bytes change each second while the
 * calendar does not; everything else (titles, times, SEQUENCE, cancellations, the language) is
 * in the hash, so any change a calendar app would show gives a new tag.
 */
export function calendarFeedEtag(ics: string): string {
  const stable = ics.replace(/^DTSTAMP:[^\r\n]*\r?\n/gm, '');
  return `"${crypto.createHash('sha256').update(stable).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this tag (or `*`); a weak tag of the same value matches too. */
export function holdsCalendarFeed(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}
