// The landing page's texts and constants; no zod here, so the landing page can show them without loading
// the validation library (the waitlist's schema is in ./waitlist.ts).

/** Spec 000 §8: the waitlist form's outcomes. */
export const waitlistMessages = {
  success: "Thanks for joining our waitlist! We'll keep you updated.",
  slimSuccess: 'Joined!',
  failed: 'Something went wrong. Please try again.',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  interestTooLong: 'Please keep it under 500 characters',
} as const;

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
