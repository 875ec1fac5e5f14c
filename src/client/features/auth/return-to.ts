import { type Location, useLocation } from 'react-router';

/**
 * Where the sign-in guard found a signed-out visitor (e.g. an invite link), carried in the history
 * state of /login and /register so that signing in or up takes them back there.
 */
interface ReturnState {
  from?: unknown;
}

export function returnStateFor(location: Location): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** The remembered path, or null; only paths on this site are trusted. */
export function useReturnTo(): string | null {
  const from = (useLocation().state as ReturnState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
