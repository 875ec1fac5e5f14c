import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  type Query,
  type QueryCacheNotifyEvent,
  type QueryClient,
  type QueryKey,
  useIsRestoring,
  useQueryClient,
} from '@tanstack/react-query';
import { type PersistedClient, PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useLayoutEffect, useMemo } from 'react';
import { ApiError, isClientError } from '../api';
import { refreshSession } from '../data/session';
import { isNetworkFailure, reportReachable, useOnline } from './connectivity';
import {
  appBuild,
  deviceEpoch,
  type RememberedUser,
  readItem,
  rememberUser,
  removeItem,
  removeOtherUsers,
  writeItem,
} from './device-store';
import { forgetQueue, loadQueue, sendQueuedRsvps } from './rsvp-queue';

/** How long the device keeps what was seen: a week without opening the app and it starts afresh. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The cache's roots that are kept; queries under them stay in memory as long as they may be persisted. */
const KEPT_ROOTS = ['games', 'settle-up', 'expenses', 'updates', 'me', 'groups', 'discussions'];

/**
 * What is readable offline (issue 23): the games list (and the groups of its filter), each visited game
 * with its expenses and photo list, Settle Up, My Expenses and the Updates feed, plus the viewer's own
 * profile, which those screens need to tell their rows apart, and the discussions seen (issue 61). Never the session, sessions list, calendar feed link or other
 * settings under 'me', nor anything else.
 */
function keptOnDevice(key: QueryKey): boolean {
  const [root, second, third] = key;
  if (root === 'games') {
    if (second === 'list') return true;
    const gamePanel = key.length === 3 && (third === 'expenses' || third === 'photos');
    return second !== 'expense-choices' && (key.length === 2 || gamePanel);
  }
  if (root === 'settle-up' || root === 'expenses' || root === 'updates' || root === 'discussions')
    return true;
  return key.length === 1 && (root === 'me' || root === 'groups');
}

/**
 * An answer whose latest refresh failed without a refusal (no network, the server unreachable or in error) is
 * still what the screen shows, so the device keeps it; a refusal (4xx: signed out, no longer a member, gone)
 * takes it off. Before, any failed refresh dropped it, and the next start without network found nothing.
 */
const shownDespiteFailure = (query: Query) =>
  query.state.status === 'error' && query.state.data !== undefined && !isClientError(query.state.error);

const shouldDehydrateQuery = (query: Query) =>
  (query.state.status === 'success' || shownDespiteFailure(query)) &&
  query.state.dataUpdatedAt > Date.now() - MAX_AGE_MS &&
  keptOnDevice(query.queryKey);

/** Stores each kept answer as it is shown: one whose refresh failed comes back as the answer, not the failure. */
function serializeAsShown(client: PersistedClient): string {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries } });
}

function persisterFor(userId: string) {
  const since = deviceEpoch();
  return createAsyncStoragePersister({
    key: `query-cache:${userId}`,
    // Writes at most this often, the latest state last: a screen left sooner after its last answer than this
    // is not kept. The library's 1 s lost whole screens to a quick tap onwards.
    throttleTime: 100,
    serialize: serializeAsShown,
    storage: {
      // Restoring is the first thing a session does: what another user left on the device goes first.
      getItem: async (key) => {
        await removeOtherUsers(userId, since);
        return (await readItem<string>(key, since)) ?? null;
      },
      setItem: (key, value) => writeItem(key, value, since),
      removeItem: (key) => removeItem(key, since),
    },
  });
}

/**
 * Answers read back from the device are shown at once but never count as fresh, however recent: a reload
 * asks the server again, as it did before anything was kept. Answers this page fetched itself keep their age.
 */
function markKeptAnswersStale(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => query.state.dataUpdatedAt < performance.timeOrigin,
    refetchType: 'none',
  });
}

/**
 * A query that got an answer shows the server is reachable; one that got none, that it is not. A 401 means
 * the session may be gone: the session check that follows decides, and signs out (wiping the device) if so.
 */
function watchAnswers(event: QueryCacheNotifyEvent) {
  if (event.type !== 'updated') return;
  const { action } = event;
  if (action.type === 'success' && !action.manual) reportReachable(true);
  if (action.type !== 'failed' && action.type !== 'error') return;
  reportReachable(!isNetworkFailure(action.error));
  if (action.type === 'error' && action.error instanceof ApiError && action.error.status === 401) {
    void refreshSession();
  }
}

/**
 * The messages' queue loads apart, with a discussion's code, or at start only when messages wait on the device:
 * the first screen's code stays as small as it was (decision 061).
 */
async function sendWaitingMessages(userId: string) {
  const waiting = await readItem<unknown[]>(`message-queue:${userId}`);
  if (!waiting?.length) return;
  const queue = await import('./message-queue');
  await queue.loadMessageQueue(userId);
  await queue.sendQueuedMessages(userId);
}

/** Sends the user's queued RSVPs and messages once the cache is restored, and again whenever back online. */
function QueueRunner({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const restoring = useIsRestoring();
  const online = useOnline();
  useEffect(() => queryClient.getQueryCache().subscribe(watchAnswers), [queryClient]);
  useEffect(() => {
    void loadQueue(userId);
    return forgetQueue;
  }, [userId]);
  useEffect(() => {
    if (!restoring && online) {
      void sendQueuedRsvps(userId);
      void sendWaitingMessages(userId);
    }
  }, [restoring, online, userId]);
  return null;
}

/** Whose data the app holds in memory (this page's last OfflineData user). */
let shownUserId: string | null = null;

/**
 * The signed-in app's data kept on the device for its user (TanStack Query persisted to IndexedDB): screens
 * wait for it to be restored, then read it until fresher answers come. Keyed by user, so another user's
 * session starts from nothing. See docs/decisions/017-offline-data.md.
 */
export function OfflineData({ user, children }: { user: RememberedUser; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { id, name, email, twoFactorEnabled } = user;

  useEffect(() => rememberUser({ id, name, email, twoFactorEnabled }), [id, name, email, twoFactorEnabled]);
  // The device's last user was shown while the server checked, and the session is someone else's: nothing of
  // theirs stays in memory either. (A layout effect: before the new user's cache is restored, in an effect.)
  useLayoutEffect(() => {
    if (shownUserId !== null && shownUserId !== id) queryClient.clear();
    shownUserId = id;
  }, [id, queryClient]);

  const persistOptions = useMemo(() => {
    // Before any screen builds its queries: a query dropped from memory would be dropped from the device.
    for (const root of KEPT_ROOTS) queryClient.setQueryDefaults([root], { gcTime: MAX_AGE_MS });
    return {
      persister: persisterFor(id),
      maxAge: MAX_AGE_MS,
      // Data kept by another version, whose shapes may differ, is dropped rather than read.
      buster: appBuild(),
      dehydrateOptions: { shouldDehydrateQuery, shouldDehydrateMutation: () => false },
    };
  }, [id, queryClient]);

  return (
    <PersistQueryClientProvider
      key={id}
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => markKeptAnswersStale(queryClient)}
    >
      <QueueRunner userId={id} />
      {children}
    </PersistQueryClientProvider>
  );
}
