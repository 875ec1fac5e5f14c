import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '../../shared/live';

/**
 * The query-key prefixes whose data a change makes stale. Games' keys all start with 'games' (the list, a
 * game, its expenses and photos), groups' with 'groups'; money shows on several screens, a group's expenses
 * screen among them (['groups', id, 'money', …]).
 */
export function staleKeys(event: LiveEvent): QueryKey[] {
  const game: QueryKey[] = [['games'], ['groups', event.groupId]];
  const money: QueryKey[] = [
    ['settle-up'],
    ['expenses'],
    ['me'],
    ['games', event.gameId, 'expenses'],
    ['groups', event.groupId, 'money'],
  ];
  switch (event.kind) {
    case 'game':
    case 'rsvp':
    case 'attendee':
      return game;
    case 'expense':
    case 'share':
      return money;
    case 'photo':
      return [['games', event.gameId]];
    case 'member':
    case 'group':
      return [['groups'], ['games'], ['places'], ['me']];
    case 'update':
      return [['updates']];
    case 'message':
      // The thread on screen and the unread dots; nothing else shows messages.
      return [['discussions']];
  }
}

/** Marks the event's data stale; what is on screen refetches at once, the rest when next shown. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  for (const queryKey of staleKeys(event)) void queryClient.invalidateQueries({ queryKey });
}
