import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { localTimeZone } from '../../../shared/time';
import { meQuery, useMe } from '../../data/me';
import { reportTimeZone } from './api';

/**
 * Tells the server the browser's time zone whenever it differs from the stored one (a first visit, a trip),
 * so e-mails show times as this person's screens do. Once per zone per visit; a failure waits for the next.
 */
export function useReportTimeZone() {
  const me = useMe();
  const queryClient = useQueryClient();
  const reported = useRef<string | null>(null);
  const stored = me.data?.profile.timeZone;
  useEffect(() => {
    const zone = localTimeZone();
    if (stored === undefined || stored === zone || reported.current === zone) return;
    reported.current = zone;
    reportTimeZone(zone).then(
      () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey, exact: true }),
      () => undefined,
    );
  }, [stored, queryClient]);
}
