/// <reference lib="webworker" />
// Push notifications in the service worker (docs/decisions/018-web-push.md): the server sends
// `{ title, body, url, tag }`, encrypted to this browser; the worker shows it, and a tap opens the screen.

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

const ICON = '/icons/icon-192.png';
/** Android draws the badge from its alpha channel alone: the logo's glyph on transparency. */
const BADGE = '/icons/badge-96.png';

/** The message, or a plain one when the payload cannot be read (a push must always show something). */
function readMessage(data: PushMessageData | null): PushMessage {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined;
    if (typeof message?.title === 'string') {
      return {
        title: message.title,
        body: typeof message.body === 'string' ? message.body : '',
        url: typeof message.url === 'string' ? message.url : '/updates',
        ...(typeof message.tag === 'string' ? { tag: message.tag } : {}),
      };
    }
  } catch {
    // Not JSON: fall through to the plain message.
  }
  return { title: 'Turnout', body: 'Something happened in your groups.', url: '/updates' };
}

/** Only screens of this app open from a notification; any other URL opens Updates instead. */
function screenUrl(scope: ServiceWorkerGlobalScope, url: unknown): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/updates', scope.location.origin);
    if (target.origin === scope.location.origin) return target.href;
  } catch {
    // Unparseable: Updates.
  }
  return new URL('/updates', scope.location.origin).href;
}

/**
 * Focuses a window of the app and takes it to `url`, or opens a new one. Only windows this worker controls
 * can be navigated (a page loaded before the worker took over is not), so those are the ones looked for.
 */
async function openScreen(scope: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      if (focused.url !== url) await focused.navigate(url);
      return;
    } catch {
      // The window went away or refused: a new one below.
    }
  }
  await scope.clients.openWindow(url);
}

/**
 * `push`: shows the notification. Its tag is the server's outbox row, so if a push is ever delivered twice
 * (the server died between the push service's acceptance and marking it sent) the device shows it once.
 * `notificationclick`: opens the screen it names.
 */
export function registerPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const message = readMessage(event.data);
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        data: { url: message.url },
        icon: ICON,
        badge: BADGE,
        ...(message.tag ? { tag: message.tag } : {}),
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = screenUrl(self, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openScreen(self, url));
  });
}
