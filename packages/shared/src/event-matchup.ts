import { eventLocationKind } from './event-rules';

/**
 * A game's opponent as its page, the schedule and the calendar feed name it (no zod here: pages
 * that only show events load this).
 */

/** A game's side: at home, away (location 3), or unknown (no location). */
export type MatchupSide = 'home' | 'away' | null;

const MATCHUP = {
  en: { home: 'vs. {{opponent}}', away: 'at {{opponent}}' },
  // "contra" at home (and without a location), "en casa de" away, as Spanish sports pages say.
  es: { home: 'contra {{opponent}}', away: 'en casa de {{opponent}}' },
} as const;

/**
 * "vs. Tigers" (home, or no location) or "at Tigers" (away), in `language`; null for an event
 * that is not a game or has no opponent. The one wording of the event page, the schedule and
 * the calendar feed.
 */
export function matchupLabel(
  event: {
    eventType?: string | null;
    opponent?: string | null;
    eventLocationID?: number | null;
  },
  language: string,
): string | null {
  if (event.eventType !== 'game' || !event.opponent) return null;
  const side = eventLocationKind(event.eventLocationID) === 'away' ? 'away' : 'home';
  const texts = language === 'es' ? MATCHUP.es : MATCHUP.en;
  return texts[side].replace('{{opponent}}', event.opponent);
}

/** An event's title with its matchup: "Saturday game · vs. Tigers" (the calendar feed's). */
export function titleWithMatchup(name: string, matchup: string | null): string {
  return matchup ? `${name} · ${matchup}` : name;
}
