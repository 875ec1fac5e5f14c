import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api';

/**
 * Whether the app can reach its server. The browser's own flag (navigator.onLine and its online / offline
 * events) misses a connection that is up but leads nowhere, so a request that failed for want of a network
 * counts too, until a later one gets an answer or the browser reports being back online.
 */
let browserOnline = typeof navigator === 'undefined' || navigator.onLine;
let unreachable = false;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  // TanStack Query assumes it starts online and learns otherwise only from an 'offline' event, which a page
  // opened without network never gets: its queries would fetch, fail and end in error instead of waiting for
  // the network. (Only the browser's flag: a query that waited for `unreachable` would never try again.)
  onlineManager.setOnline(browserOnline);
  window.addEventListener('online', () => {
    browserOnline = true;
    unreachable = false;
    emit();
  });
  window.addEventListener('offline', () => {
    browserOnline = false;
    emit();
  });
}

export function isOnline(): boolean {
  return browserOnline && !unreachable;
}

/** True when a call failed before any answer came: no network, or the server could not be reached. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** Records how the last request went: answered (whatever the status) or lost on the way. */
export function reportReachable(answered: boolean): void {
  if (unreachable !== answered) return;
  unreachable = !answered;
  emit();
}

export function subscribeOnline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the app goes offline or comes back. */
export function useOnline(): boolean {
  // A server render (the first screen's HTML) is drawn online: it was just answered.
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
