import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { accountDataText } from '../../shared/account-data';
import { accountSecurityText } from '../../shared/account-security';
import { adminText } from '../../shared/admin';
import { authText } from '../../shared/auth';
import { discussionText } from '../../shared/discussions';
import { splitText } from '../../shared/expense-split';
import { expenseText, shareStepText } from '../../shared/expenses';
import { faultText } from '../../shared/faults';
import { gameText } from '../../shared/game-rules';
import { gameSchemaText } from '../../shared/games';
import { groupText, joinText } from '../../shared/groups';
import { guestText } from '../../shared/guests';
import type { Message } from '../../shared/i18n/define';
import { notificationText } from '../../shared/notification-text';
import { payIdText } from '../../shared/pay-ids';
import { photoText } from '../../shared/photos';
import { placeText } from '../../shared/places';
import { profileText } from '../../shared/profile';
import { pushText } from '../../shared/push';
import { seriesText } from '../../shared/series';

/**
 * The English texts the app receives rather than writes — the API's error messages and the shared zod schemas'
 * (the spec's words, the API's contract) — each with its message, so a screen can say them in its language.
 * A screen that moves onto the catalogues adds its shared messages here. (authText holds the API's fallback,
 * 'An unexpected error occurred…'.) Only screens import this: the schemas beside these messages bring zod.
 */
const KNOWN_GROUPS: Record<string, Message>[] = [
  expenseText,
  shareStepText,
  splitText,
  authText,
  accountSecurityText,
  profileText,
  payIdText,
  placeText,
  groupText,
  joinText,
  accountDataText,
  adminText,
  photoText,
  gameText,
  gameSchemaText,
  seriesText,
  guestText,
  notificationText,
  pushText,
  faultText,
  discussionText,
];

// Keyed by the English text as written: the ones received have no placeholders left to fill.
const known = new Map<string, Message>(
  KNOWN_GROUPS.flatMap((group) => Object.values(group)).map((message) => [message.defaultMessage, message]),
);

/** Says a received English text in the viewer's language when it is a known message; otherwise as it came. */
export function useKnownText(): (text: string) => string {
  const intl = useIntl();
  return useCallback(
    (text: string) => {
      const message = known.get(text);
      return message ? intl.formatMessage(message) : text;
    },
    [intl],
  );
}
