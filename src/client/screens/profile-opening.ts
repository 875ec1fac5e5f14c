import { type QueryObserverResult, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionsQuery, signInMethodsQuery } from '../data/account-security';
import { pushSupport } from '../data/browser-push';
import { groupsQuery } from '../data/groups';
import { meQuery } from '../data/me';
import { settleUpQuery } from '../data/settle';
import { calendarLinkQuery, mailSettingsQuery } from '../features/notifications/api';
import { usePushKinds, useThisDevicePush } from '../features/push/api';

/**
 * An answer still to come: no data or error yet, and not paused for want of a network. Not `isLoading`: that is
 * false while the kept offline copy is read back, before any query starts (src/client/offline).
 */
const awaited = (query: QueryObserverResult) => query.isPending && query.fetchStatus !== 'paused';

/**
 * Whether every answer Profile's sections open with is in. The page shows them all at once when it is: drawn one
 * by one, each section's loader gave way to content of another height, and the buttons below it (Sign Out is
 * last of nine) moved from under a pointer aimed at them. Asks the same queries as the sections, so nothing is
 * fetched twice; one that failed or waits for the network counts as in, and its section says so itself. Once
 * true it stays true: a later refetch, or push's settings asked for when push is turned on, must not take the
 * sections (and what is typed in them) off the page.
 */
export function useProfileOpened(): boolean {
  const [pushAvailable] = useState(() => pushSupport() === 'available');
  const device = useThisDevicePush(pushAvailable);
  const pushOn = device.data?.subscribed === true;
  const pushKinds = usePushKinds(pushOn);
  const opening = useQueries({
    queries: [
      meQuery,
      groupsQuery,
      settleUpQuery,
      mailSettingsQuery,
      calendarLinkQuery,
      sessionsQuery,
      signInMethodsQuery,
    ],
  });
  const [opened, setOpened] = useState(false);
  const inNow =
    !opening.some(awaited) && !(pushAvailable && awaited(device)) && !(pushOn && awaited(pushKinds));
  if (inNow && !opened) setOpened(true);
  return opened || inNow;
}
