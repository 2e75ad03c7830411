import demo12uRoster from './demo-12u-roster.json' with { type: 'json' };

/**
 * The demo league's roster feeds: fictional addresses (a `.test` name never resolves, RFC 2606)
 * answered from files bundled with the app, so the demo (`npm start`) and the test servers read a
 * team's own feed with no internet, as the club's default reads the seeded file without
 * ROSTER_URL. Any other address is fetched.
 */
export const DEMO_12U_ROSTER_URL = 'https://league.riverhawks.test/rosters/12u.json';

export const DEMO_LEAGUE_FEEDS: Readonly<Record<string, unknown>> = {
  [DEMO_12U_ROSTER_URL]: demo12uRoster,
};

/** The bundled roster of a demo league address, or undefined for any other. */
export const demoLeagueFeed = (url: string): unknown =>
  Object.hasOwn(DEMO_LEAGUE_FEEDS, url) ? DEMO_LEAGUE_FEEDS[url] : undefined;
