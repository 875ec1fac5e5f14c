import { defineMessages, englishOf } from './i18n/define';

/**
 * What the server says when it, not the request, is the trouble: its disk is full (507), or the database or
 * another service it needs cannot be reached for a moment (503). In the shell's area: any screen may meet them.
 */
export const faultText = defineMessages({
  storageFull: {
    id: 'shell.fault.storageFull',
    defaultMessage: 'The server has run out of storage space, so nothing was saved. Please try again later.',
  },
  unavailable: {
    id: 'shell.fault.unavailable',
    defaultMessage: 'The server is briefly unavailable. Please try again in a moment.',
  },
});

/** The same texts in English: the API's error messages. */
export const faultMessages = englishOf(faultText);

/** The error codes of these answers, which a screen explains with their message rather than a fallback. */
export const FAULT_CODES: readonly string[] = ['STORAGE_FULL', 'UNAVAILABLE'];
