import { preloadAuthIfSignedIn } from '../lib/auth/session-provider';
import { paths } from '../lib/paths';

/** A failed preload is not an error here: the page's own import retries and reports it. */
const ignore = () => {};

/**
 * Starts fetching the code of the first screen at boot, alongside GET /api/config, instead of
 * after it and after the router has rendered (each step is a round trip on a slow phone): the
 * Auth0 SDK when a member may be signed in, and the home page's chunk when the home is opened.
 * Not the members' sections of the home (their chunks, already cached, were compiled in one long
 * task at boot): the home page loads them when it renders.
 */
export function preloadFirstScreen(): void {
  preloadAuthIfSignedIn();
  if (window.location.pathname !== paths.home.path) return;
  // After the first paint: the page's stylesheet comes with its chunk, and a stylesheet added
  // before it would hold the boot screen back until it loaded.
  afterFirstPaint(() => {
    import('../features/home/routes/home').catch(ignore);
  });
}

/**
 * Runs `then` once the browser has shown the boot screen, or after 200 ms at the latest (a
 * hidden tab paints nothing and runs no animation frames).
 */
export function afterFirstPaint(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, 200);
}
