import { z } from 'zod';
import { defineMessages, englishOf } from './i18n/define';

/** The Admin Dashboard's texts that shared code gives: the empty tabs, the filter's first choice, its API check. */
export const adminText = defineMessages({
  noGroups: { id: 'admin.noGroups', defaultMessage: 'You do not administer any groups yet.' },
  noGames: { id: 'admin.noGames', defaultMessage: 'No games found.' },
  noPlaces: { id: 'admin.noPlaces', defaultMessage: 'No places found.' },
  allGroups: { id: 'admin.allGroups', defaultMessage: 'All groups' },
  selectGroup: { id: 'admin.selectGroup', defaultMessage: 'Please select a group' },
});

/** The same texts in English: the API's error message and the schema's. */
export const adminMessages = englishOf(adminText);

/** The Admin Dashboard's group filter on the Games and Places tabs; absent means all groups. */
export const adminFilterQuery = z.object({
  groupId: z.uuid(adminMessages.selectGroup).optional(),
});

/** Rows per page on each tab; "Load more" asks for the next. */
export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_TABS = ['groups', 'games', 'places'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
