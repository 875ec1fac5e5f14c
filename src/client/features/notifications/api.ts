import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailKind } from '../../../shared/updates';
import { api, unwrap } from '../../api';

/** GET /api/me/notifications: which e-mails the person gets, one switch per kind. */
export const mailSettingsQuery = queryOptions({
  queryKey: ['me', 'notifications'],
  queryFn: ({ signal }) => unwrap(api.me.notifications.$get(undefined, { init: { signal } })),
});

export function useMailSettings() {
  return useQuery(mailSettingsQuery);
}

/** PUT /api/me/notifications: one kind on or off; the answer is every kind's setting. */
export function useSetMailSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { kind: MailKind; enabled: boolean }) => unwrap(api.me.notifications.$put({ json })),
    onSuccess: (saved) => queryClient.setQueryData(mailSettingsQuery.queryKey, saved),
  });
}

/** GET /api/me/calendar: the private subscription link, or null before the first is made. */
export const calendarLinkQuery = queryOptions({
  queryKey: ['me', 'calendar'],
  queryFn: ({ signal }) => unwrap(api.me.calendar.$get(undefined, { init: { signal } })),
});

export function useCalendarLink() {
  return useQuery(calendarLinkQuery);
}

/** POST /api/me/calendar: a new link; the old one stops working at once. */
export function useNewCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.me.calendar.$post()),
    onSuccess: (saved) => queryClient.setQueryData(calendarLinkQuery.queryKey, saved),
  });
}

/** PUT /api/me/time-zone: the browser's zone, so e-mails show times as this person's screens do. */
export async function reportTimeZone(timeZone: string): Promise<void> {
  await unwrap(api.me['time-zone'].$put({ json: { timeZone } }));
}
