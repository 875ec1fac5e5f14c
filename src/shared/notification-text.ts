import { defineMessages, englishOf } from './i18n/define';

/** The notification settings API's refusals: sent in English, said on screen in the viewer's language. */
export const notificationText = defineMessages({
  badToken: { id: 'notifications.api.badToken', defaultMessage: 'This unsubscribe link is not valid.' },
  badTimeZone: { id: 'notifications.api.badTimeZone', defaultMessage: 'Unknown time zone.' },
});

export const notificationMessages = englishOf(notificationText);
