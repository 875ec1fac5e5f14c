import { defineMessages, englishOf } from './i18n/define';

/**
 * The web app manifest's words: the build writes the English ones, and the server answers the manifest in the
 * reader's language. Its name, "Turnout", is the same in every language.
 */
export const manifestText = defineMessages({
  description: {
    id: 'manifest.description',
    defaultMessage: 'Plan games with your friend group, RSVP, split the costs and settle up.',
    description: 'The installed app’s description, as the system’s app stores and menus show it',
  },
});

export const manifestMessages = englishOf(manifestText);
