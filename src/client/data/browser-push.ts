import { defineMessages, englishOf } from '../../shared/i18n/define';
import { ApiError } from '../api';

/**
 * What this browser can do: 'unsupported' without the Push API (iPhone and iPad offer it only to an app
 * added to the Home Screen), 'blocked' once notifications were refused in its settings, else 'available'.
 */
export type PushSupport = 'unsupported' | 'blocked' | 'available';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

/** This browser's refusals, raised as errors in English like the API's and said on screen from these. */
export const pushDeviceText = defineMessages({
  blocked: {
    id: 'push.device.blocked',
    defaultMessage:
      'Notifications are blocked for Turnout in this browser. Allow them in its site settings, then try again.',
  },
  noWorker: {
    id: 'push.device.noWorker',
    defaultMessage:
      'Push needs the app’s offline support, which has not started in this browser. Reload the page and try again.',
  },
  notSubscribed: {
    id: 'push.device.notSubscribed',
    defaultMessage:
      'This browser could not turn push on: its push service did not take the subscription. Private windows cannot get push; try again later, or in another browser.',
  },
});

export const pushDeviceMessages = englishOf(pushDeviceText);

/** The browser's own subscribe, its refusals (private window, no push service) said in words. */
async function subscribe(registration: ServiceWorkerRegistration, options: PushSubscriptionOptionsInit) {
  try {
    return await registration.pushManager.subscribe(options);
  } catch {
    throw new ApiError('NOT_SUBSCRIBED', pushDeviceMessages.notSubscribed, 0);
  }
}

/** The service worker, or an error after `ms`: `ready` never settles where no worker registers (dev server). */
async function readyWorker(ms = 10_000): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError('NO_WORKER', pushDeviceMessages.noWorker, 0)), ms);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's push subscription, if it has one (null where push is not available). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'available' || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key as pushManager.subscribe wants it: the raw bytes of its base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * Asks for permission, subscribes this browser with the server's key and hands the subscription to `save`.
 * A subscription made for another key, or one the server says belongs to another account (409, someone else
 * used this browser), is dropped and made anew: a new subscription has a new endpoint.
 */
export async function subscribeThisDevice(
  publicKey: string,
  save: (subscription: PushSubscriptionJSON) => Promise<unknown>,
): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new ApiError('BLOCKED', pushDeviceMessages.blocked, 0);
  const registration = await readyWorker();
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  let subscription = await registration.pushManager.getSubscription();
  const sameKey =
    subscription?.options.applicationServerKey &&
    new Uint8Array(subscription.options.applicationServerKey).join() === options.applicationServerKey.join();
  if (subscription && !sameKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await subscribe(registration, options);
  try {
    await save(subscription.toJSON());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    await subscription.unsubscribe();
    await save((await subscribe(registration, options)).toJSON());
  }
}

/** Unsubscribes this browser, telling the server first (`forget`) so it stops sending at once. */
export async function unsubscribeThisDevice(forget: (endpoint: string) => Promise<unknown>): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await forget(subscription.endpoint);
  } catch (error) {
    // Already gone on the server (404): unsubscribing here is all that is left to do.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}

/**
 * At sign-out, or when the session is found gone: this browser stops getting that person's pushes at once.
 * Only the browser's side — the server drops the device when its push service next answers 410.
 */
export async function forgetThisDevicePush(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // No worker or no subscription left: nothing can arrive here.
  }
}
