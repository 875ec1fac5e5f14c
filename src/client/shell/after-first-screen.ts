import { authClient, queryClient } from '../api';
import { router } from '../router';
import { FIRST_SCREEN_SETTLED } from './first-screen-mark';

const CHECK_MS = 250;
/** Two checks in a row: half a second with nothing under way and nothing finished. */
const QUIET_CHECKS = 2;
/** However busy the page stays (a screen that keeps asking), the wait ends this long after the load event. */
const AT_MOST_MS = 10_000;

/**
 * Resolves once the first screen has settled: after the page's load event, once for half a second the session
 * check, the router (a screen's code) and the app's queries are idle and no file or request has finished — or
 * 10 s after the load event at most. A single-page app's load event comes before its screen: the screen's code
 * and data are still on their way then. Mutations do not count: they are the user's doing, and one may be
 * waiting for what starts here (turning push on waits for the service worker).
 */
export function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => {
      // Once, in the page's timeline (first-screen-mark.ts says why).
      if (performance.getEntriesByName(FIRST_SCREEN_SETTLED).length === 0)
        performance.mark(FIRST_SCREEN_SETTLED);
      resolve();
    };
    let finished = 0;
    const observer = new PerformanceObserver((list) => {
      finished += list.getEntries().length;
    });
    observer.observe({ type: 'resource' });
    const start = () => {
      const deadline = performance.now() + AT_MOST_MS;
      let seen = -1;
      let quiet = 0;
      const check = () => {
        const busy =
          finished !== seen ||
          authClient.$store.atoms.session?.get().isPending === true ||
          router.state.navigation.state !== 'idle' ||
          queryClient.isFetching() > 0;
        seen = finished;
        quiet = busy ? 0 : quiet + 1;
        if (quiet < QUIET_CHECKS && performance.now() < deadline) {
          setTimeout(check, CHECK_MS);
          return;
        }
        observer.disconnect();
        // Offline, the worker's script cannot be fetched: the registration waits for the network.
        if (navigator.onLine) settled();
        else window.addEventListener('online', () => settled(), { once: true });
      };
      check();
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}
