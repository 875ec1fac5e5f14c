import { Group, Paper, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { lastRefreshedLabel, OFFLINE_BANNER } from '../../shared/offline';
import { localTimeZone } from '../../shared/time';
import { useOnline } from './connectivity';

/** When the oldest data on screen was last fetched (0 when nothing shown has data). */
function oldestShown(cache: QueryCache): number {
  const times = cache
    .findAll({ type: 'active' })
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.state.dataUpdatedAt);
  return times.length > 0 ? Math.min(...times) : 0;
}

/**
 * Above every signed-in screen while the server is out of reach: the screen shows what the device kept, and
 * since when (the oldest of its data, in the viewer's time zone).
 */
export function OfflineBanner() {
  const online = useOnline();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const snapshot = () => (online ? 0 : oldestShown(cache));
  const oldest = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (online) return null;
  return (
    <Paper role="status" radius={0} px="md" py={6} bg="var(--mantine-color-yellow-light)">
      <Group gap="xs" justify="center" wrap="wrap">
        <IconCloudOff size={18} aria-hidden="true" />
        <Text size="sm" fw={600}>
          {OFFLINE_BANNER}
        </Text>
        {oldest > 0 ? <Text size="sm">{lastRefreshedLabel(oldest, Date.now(), localTimeZone())}</Text> : null}
      </Group>
    </Paper>
  );
}
