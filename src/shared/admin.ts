import { z } from 'zod';

/** The Admin Dashboard's group filter on the Games and Places tabs; absent means all groups. */
export const adminFilterQuery = z.object({
  groupId: z.uuid('Please select a group').optional(),
});

/** Rows per page on each tab; "Load more" asks for the next. */
export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_TABS = ['groups', 'games', 'places'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const adminMessages = {
  noGroups: 'You do not administer any groups yet.',
  noGames: 'No games found.',
  noPlaces: 'No places found.',
  allGroups: 'All groups',
} as const;
