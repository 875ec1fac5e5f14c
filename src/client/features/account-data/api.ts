import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../../api';

export type DeleteAccountInput = InferRequestType<typeof api.account.delete.$post>['json'];

/** GET /api/account/data, its file named for the viewer's day: a plain link downloads it. */
export function dataExportUrl(timeZone: string): string {
  return `/api/account/data?${new URLSearchParams({ tz: timeZone })}`;
}

/**
 * POST /api/account/delete with the password (and two-factor code). The caller leaves for /login on success:
 * the server has ended every session, this one too.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (json: DeleteAccountInput) => unwrap(api.account.delete.$post({ json })),
  });
}
