import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '../api';

export type GroupSummary = InferResponseType<typeof api.groups.$get, 200>['groups'][number];
export type GroupDetail = InferResponseType<(typeof api.groups)[':groupId']['$get'], 200>;
export type Invite = InferResponseType<(typeof api.groups)[':groupId']['invite']['$get'], 200>;

/** GET /api/groups: the signed-in user's groups with counts and member initials. */
export const groupsQuery = queryOptions({
  queryKey: ['groups'],
  queryFn: ({ signal }) => unwrap(api.groups.$get(undefined, { init: { signal } })),
});

export function useGroups(options: { enabled?: boolean } = {}) {
  return useQuery({ ...groupsQuery, enabled: options.enabled ?? true });
}

/** GET /api/groups/:groupId: the group, my role, members, upcoming games and places. */
export const groupQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', groupId],
    queryFn: ({ signal }) =>
      unwrap(api.groups[':groupId'].$get({ param: { groupId } }, { init: { signal } })),
  });

export function useGroup(groupId: string) {
  return useQuery(groupQuery(groupId));
}

/** GET /api/groups/:groupId/invite (admins): the newest invite, or null, and the join link. */
export const inviteQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'invite'],
    queryFn: ({ signal }) =>
      unwrap(api.groups[':groupId'].invite.$get({ param: { groupId } }, { init: { signal } })),
  });

export function useInvite(groupId: string) {
  return useQuery(inviteQuery(groupId));
}

/** GET /api/groups/:groupId/join: what the invite-link screen shows before the code is entered. */
export const joinInfoQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'join'],
    queryFn: ({ signal }) =>
      unwrap(api.groups[':groupId'].join.$get({ param: { groupId } }, { init: { signal } })),
  });

export function useJoinInfo(groupId: string) {
  return useQuery(joinInfoQuery(groupId));
}

/** POST /api/groups → { id }. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; currency: string }) => unwrap(api.groups.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey, exact: true }),
  });
}

/** Refetches one group (and its invite) plus the list, whose counts and names it shows. */
function useRefreshGroup(groupId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupQuery(groupId).queryKey }),
      queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey, exact: true }),
    ]);
}

/** PATCH /api/groups/:groupId (admin). */
export function useRenameGroup(groupId: string) {
  const refresh = useRefreshGroup(groupId);
  return useMutation({
    mutationFn: (input: { name: string }) =>
      unwrap(api.groups[':groupId'].$patch({ param: { groupId }, json: input })),
    onSuccess: refresh,
  });
}

/** PUT /api/groups/:groupId/currency (admin; refused once the group has an expense). */
export function useChangeCurrency(groupId: string) {
  const refresh = useRefreshGroup(groupId);
  return useMutation({
    mutationFn: (currency: string) =>
      unwrap(api.groups[':groupId'].currency.$put({ param: { groupId }, json: { currency } })),
    onSuccess: refresh,
  });
}

/** POST /api/groups/:groupId/deactivate (admin). */
export function useDeactivateGroup(groupId: string) {
  const refresh = useRefreshGroup(groupId);
  return useMutation({
    mutationFn: () => unwrap(api.groups[':groupId'].deactivate.$post({ param: { groupId } })),
    onSuccess: refresh,
  });
}

/** POST /api/groups/:groupId/reactivate (admin). */
export function useReactivateGroup(groupId: string) {
  const refresh = useRefreshGroup(groupId);
  return useMutation({
    mutationFn: () => unwrap(api.groups[':groupId'].reactivate.$post({ param: { groupId } })),
    onSuccess: refresh,
  });
}

/** DELETE /api/groups/:groupId (admin). The open detail query is only marked stale: it is gone now. */
export function useDeleteGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.groups[':groupId'].$delete({ param: { groupId } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupQuery(groupId).queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey, exact: true }),
      ]),
  });
}

/** DELETE /api/groups/:groupId/members/:memberId (admin; `memberId` is the membership id). */
export function useRemoveMember(groupId: string) {
  const refresh = useRefreshGroup(groupId);
  return useMutation({
    mutationFn: (memberId: string) =>
      unwrap(api.groups[':groupId'].members[':memberId'].$delete({ param: { groupId, memberId } })),
    onSuccess: refresh,
  });
}

function useRefreshInvite(groupId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inviteQuery(groupId).queryKey });
}

/** POST /api/groups/:groupId/invite: a new code, valid for 7 days. */
export function useGenerateInvite(groupId: string) {
  const refresh = useRefreshInvite(groupId);
  return useMutation({
    mutationFn: (input: { maxUses: number | null }) =>
      unwrap(api.groups[':groupId'].invite.$post({ param: { groupId }, json: input })),
    onSuccess: refresh,
  });
}

/** POST /api/groups/:groupId/invite/extend: valid for 7 days from now. */
export function useExtendInvite(groupId: string) {
  const refresh = useRefreshInvite(groupId);
  return useMutation({
    mutationFn: () => unwrap(api.groups[':groupId'].invite.extend.$post({ param: { groupId } })),
    onSuccess: refresh,
  });
}

/** POST /api/groups/:groupId/invite/expire: expires now. */
export function useExpireInvite(groupId: string) {
  const refresh = useRefreshInvite(groupId);
  return useMutation({
    mutationFn: () => unwrap(api.groups[':groupId'].invite.expire.$post({ param: { groupId } })),
    onSuccess: refresh,
  });
}

/** POST /api/groups/:groupId/join with the 4-digit code. */
export function useJoinGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) =>
      unwrap(api.groups[':groupId'].join.$post({ param: { groupId }, json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupQuery(groupId).queryKey }),
        queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey, exact: true }),
      ]),
  });
}
