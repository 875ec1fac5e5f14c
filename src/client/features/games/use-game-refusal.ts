import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { gameMessages } from '../../../shared/game-rules';
import type { Message } from '../../../shared/i18n/define';
import { useKnownText } from '../../i18n/known-messages';
import { gameRuleMessages } from './game-forms-messages';

const SAMPLE = 987654;

/** The API's game refusals that say a number, each read back from its English (gameMessages) to its message. */
const NUMBERED: { pattern: RegExp; message: Message; value: string }[] = [
  { english: gameMessages.full, message: gameRuleMessages.full, value: 'maximum' },
  { english: gameMessages.notEnoughYes, message: gameRuleMessages.notEnoughYes, value: 'minimum' },
  { english: gameMessages.maxBelowMin, message: gameRuleMessages.maxBelowMin, value: 'minimum' },
  { english: gameMessages.minPeopleTooHigh, message: gameRuleMessages.minPeopleTooHigh, value: 'count' },
].map(({ english, message, value }) => {
  const [before, after] = english(SAMPLE)
    .split(String(SAMPLE))
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { pattern: new RegExp(`^${before}(\\d+)${after}$`), message, value };
});

/**
 * A received English text about a game in the viewer's language: the known messages (useKnownText), and the
 * API's refusals that carry a number ('This game is full (8 going).').
 */
export function useGameRefusal(): (text: string) => string {
  const intl = useIntl();
  const say = useKnownText();
  return useCallback(
    (text: string) => {
      for (const { pattern, message, value } of NUMBERED) {
        const match = pattern.exec(text);
        if (match) return intl.formatMessage(message, { [value]: Number(match[1]) });
      }
      return say(text);
    },
    [intl, say],
  );
}
