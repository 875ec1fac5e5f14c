/// <reference lib="webworker" />
// The service worker, compiled by vite-plugin-pwa (injectManifest) with the build's file list put in place of
// `self.__WB_MANIFEST` (docs/decisions/016-installable-app.md). It keeps the app shell — index.html, the JS and
// CSS of every screen, the icons — so the app starts without the network and a version never changes under its
// user: a new worker waits until the user presses Reload. It answers nothing under /api/: data kept for
// offline use lives in IndexedDB (src/client/offline/), never in this worker's caches; only the games list as
// last drawn is kept in Cache Storage by the page, for this worker to start with (first-screen.ts).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerKeptFirstScreen } from './first-screen';
import { registerPushHandlers } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const APP_SHELL = '/index.html';

// `directoryIndex: ''`: Workbox would otherwise answer `/` with the precached index.html, and `/` is the
// server's to answer (below).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// `/` is the pre-rendered landing page for visitors and a redirect to /dashboard for members; only the server
// knows which, so it goes to the network, and the app shell stands in only when there is none.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache(APP_SHELL);
      if (shell) return shell;
      throw error;
    }
  },
);

// /dashboard and /games: the shell with the games list the device last showed, if it kept one.
registerKeptFirstScreen(APP_SHELL);

// Every other page of the app is the same index.html, answered from the precache even when online: the shell
// and the screens' JS it loads then always come from one version. API routes (the Google sign-in callback, a
// photo opened in its own tab) and files (/sw.js, /favicon.svg) are the server's.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(APP_SHELL), {
    denylist: [/^\/api\//, /\/[^/]+\.[^/]+$/],
  }),
);

// Push notifications: showing them and opening the screen a tapped one names (docs/decisions/018-web-push.md).
registerPushHandlers(self);

// Sent by the 'A new version is available' prompt's Reload (workbox-window's messageSkipWaiting): only then
// does a new version take over, and the page reloads once it has.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
