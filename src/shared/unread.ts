// Kept apart from updates.ts (its schemas bring zod), as the tab bar shows the badge on every screen.

/** The badge counts up to this many unread entries and then shows "99+". */
export const UNREAD_BADGE_CAP = 99;

export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
