import { preloadAuthIfSignedIn } from '../lib/auth/session-provider';
import { paths } from '../lib/paths';

/** A failed preload is not an error here: the page's own import retries and reports it. */
const ignore = () => {};

/**
 * Starts fetching the code of the first screen at boot, alongside GET /api/config, instead of
 * after it and after the router has rendered (each step is a round trip on a slow phone): the
 * Auth0 SDK when a member may be signed in, and the home page's chunks when the home is opened.
 */
export function preloadFirstScreen(): void {
  const signedIn = preloadAuthIfSignedIn();
  if (window.location.pathname !== paths.home.path) return;
  // After the first paint: the pages' stylesheets come with their chunks, and a stylesheet added
  // before it would hold the boot screen back until it loaded.
  requestAnimationFrame(() =>
    setTimeout(() => {
      import('../features/home/routes/home').catch(ignore);
      if (signedIn) import('../features/home/components/member-home-sections').catch(ignore);
    }),
  );
}
