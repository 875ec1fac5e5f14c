import { z } from 'zod';
import { ROLES, type Role } from './constants';

export const changeRoleSchema = z.object({ role: z.enum(ROLES) });

export interface Membership {
  userId: string;
  role: Role;
}

/** What happens to one membership: a new role, or gone (left or removed). */
export type MembershipChange = { userId: string; to: Role | 'gone' };

/**
 * Whether a group would still have an admin after the change, as long as anyone is left in it: a group with
 * members but no admin could never again be managed (invites, places, reactivation, deletion).
 */
export function keepsAnAdmin(members: readonly Membership[], change: MembershipChange): boolean {
  const after = members.flatMap((member): Membership[] => {
    if (member.userId !== change.userId) return [member];
    return change.to === 'gone' ? [] : [{ ...member, role: change.to }];
  });
  return after.length === 0 || after.some((member) => member.role === 'admin');
}
