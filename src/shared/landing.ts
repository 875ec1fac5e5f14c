// The landing page's texts and constants; no zod here, so the landing page can show them without loading
// the validation library (the waitlist's schema is in ./waitlist.ts).
import { defineMessages, englishOf } from './i18n/define';

/**
 * Spec 000 §5 and §8: the waitlist schema's messages. The English texts are the API's contract (its error
 * messages); the landing page says them in the visitor's language.
 */
export const waitlistText = defineMessages({
  emailRequired: { id: 'landing.waitlist.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'landing.waitlist.emailInvalid', defaultMessage: 'Enter a valid email' },
  interestTooLong: {
    id: 'landing.waitlist.interestTooLong',
    defaultMessage: 'Please keep it under 500 characters',
  },
});

/** The same texts in English: the schema's and the API's. */
export const waitlistMessages = englishOf(waitlistText);

export const INTEREST_MAX_LENGTH = 500;

/** Spec 000 §2 and §9: the sample chat plays 10 messages, each 1.5–2.5 s after the last, then restarts after 3 s. */
export const SAMPLE_CHAT = {
  messages: 10,
  minGapMs: 1500,
  maxGapMs: 2500,
  restartMs: 3000,
} as const;

/** Spec 000 §2: the landing page's claim. */
export const CREATE_GAME_CLAIM_SECONDS = 4.3;
