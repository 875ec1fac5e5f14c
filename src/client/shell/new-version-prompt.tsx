import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from './after-first-screen';
import { backgroundChunk } from './background-chunk';

// The worker's registration (workbox-window) and its notice load only once the first screen has settled.
const RegisteredWorker = lazy(backgroundChunk(() => import('./registered-worker')));

/**
 * Registers the service worker once the first screen has settled (after-first-screen.ts): installing it
 * fetches the whole app to precache it, and beside the first screen it slowed it noticeably (decision 040).
 * Then, when a new version of the app is waiting, says so with a Reload button (issue 23): the app never
 * changes under its user. Reload lets the waiting worker take over; the page then reloads once, on the new
 * version.
 */
export function NewVersionPrompt() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    void afterFirstScreen().then(() => setSettled(true));
  }, []);
  return settled ? (
    <Suspense fallback={null}>
      <RegisteredWorker />
    </Suspense>
  ) : null;
}
