import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { parseLiveEvent, reconnectDelay } from '../../shared/live';
import { applyLiveEvent } from './invalidation';

/**
 * Keeps the signed-in screens current: one Server-Sent Events stream (GET /api/live) whose change notices
 * invalidate the matching queries. No polling. When the stream drops it is reopened after 1, 2, 5, then every
 * 10 seconds; once it is back, or when the server says notices were lost, everything shown is refetched, so
 * nothing that happened in between is missed.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let connectedBefore = false;
    let stopped = false;

    const refetchAll = () => void queryClient.invalidateQueries();
    const connect = () => {
      source = new EventSource('/api/live');
      source.addEventListener('ready', () => {
        if (connectedBefore || failures > 0) refetchAll();
        connectedBefore = true;
        failures = 0;
      });
      source.addEventListener('change', (message) => {
        const event = parseLiveEvent(JSON.parse((message as MessageEvent<string>).data));
        if (event) applyLiveEvent(queryClient, event);
      });
      source.addEventListener('resync', refetchAll);
      // EventSource would retry on its own schedule; ours is the spec's back-off.
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelay(failures));
        failures += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient]);
}
