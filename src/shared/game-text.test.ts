import { describe, expect, it } from 'vitest';
import { gameRuleMessages } from '../client/features/games/game-forms-messages';
import { gameMessages } from './game-rules';
import { englishIntl } from './i18n/english';

// The API says these in English from gameMessages; screens say them from their messages: the same words.
describe('the game messages that say a number or a name', () => {
  const say = (
    message: (typeof gameRuleMessages)[keyof typeof gameRuleMessages],
    values: Record<string, string | number>,
  ) => englishIntl.formatMessage(message, values);

  it('read on screen word for word as the API writes them', () => {
    expect(say(gameRuleMessages.adminAddsPlaces, { group: 'Crew' })).toBe(
      gameMessages.adminAddsPlaces('Crew'),
    );
    expect(say(gameRuleMessages.minPeopleTooHigh, { count: 3 })).toBe(gameMessages.minPeopleTooHigh(3));
    expect(say(gameRuleMessages.maxBelowMin, { minimum: 4 })).toBe(gameMessages.maxBelowMin(4));
    expect(say(gameRuleMessages.full, { maximum: 8 })).toBe(gameMessages.full(8));
    expect(say(gameRuleMessages.notEnoughYes, { minimum: 2 })).toBe(gameMessages.notEnoughYes(2));
    expect(say(gameRuleMessages.completeEarly, { day: 'Sat, Nov 28, 2026' })).toBe(
      gameMessages.completeEarly('Sat, Nov 28, 2026'),
    );
    for (const count of [0, 1]) {
      expect(say(gameRuleMessages.minPeopleHintFew, { count })).toBe(gameMessages.minPeopleHint(count));
    }
    for (const count of [2, 12]) {
      expect(say(gameRuleMessages.minPeopleHintMany, { count })).toBe(gameMessages.minPeopleHint(count));
    }
  });
});
