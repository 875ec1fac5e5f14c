import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { Role } from '../../../shared/constants';
import { api, unwrap } from '../../api';

export type MembersAnswer = InferResponseType<(typeof api.groups)[':groupId']['members']['$get'], 200>;
export type Member = MembersAnswer['members'][number];

/**
 * GET /api/groups/:groupId/members. The key sits under the group's own, so everything that refreshes the
 * group (its mutations, and the live 'member' and 'group' notices) refreshes this list too.
 */
export const membersQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'members'],
    queryFn: ({ signal }) =>
      unwrap(api.groups[':groupId'].members.$get({ param: { groupId } }, { init: { signal } })),
  });

export function useMembers(groupId: string) {
  return useQuery(membersQuery(groupId));
}

/** Roles show on the group, its members, the groups list and the profile. */
function useRefreshMembership(groupId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['groups', groupId] }),
      queryClient.invalidateQueries({ queryKey: ['groups'], exact: true }),
      queryClient.invalidateQueries({ queryKey: ['me'] }),
    ]);
}

/** PATCH /api/groups/:groupId/members/:memberId (admin): promote to admin or demote to member. */
export function useChangeRole(groupId: string) {
  const refresh = useRefreshMembership(groupId);
  return useMutation({
    mutationFn: (input: { memberId: string; role: Role }) =>
      unwrap(
        api.groups[':groupId'].members[':memberId'].$patch({
          param: { groupId, memberId: input.memberId },
          json: { role: input.role },
        }),
      ),
    onSuccess: refresh,
  });
}

/**
 * POST /api/groups/:groupId/leave. The group's own queries are only marked stale: refetching them now would
 * answer 404 (the user is no longer a member) while the screen moves away.
 */
export function useLeaveGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.groups[':groupId'].leave.$post({ param: { groupId } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['groups', groupId], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['groups'], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['games'] }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]),
  });
}
