import { z } from 'zod';
import { INTEREST_MAX_LENGTH, waitlistMessages } from './landing';

/** Spec 000 §5: e-mail required and an e-mail; interest optional (blank is stored as null). */
export const waitlistSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, waitlistMessages.emailRequired)
    .max(254, waitlistMessages.emailInvalid)
    .pipe(z.email(waitlistMessages.emailInvalid)),
  interest: z
    .string()
    .trim()
    .max(INTEREST_MAX_LENGTH, waitlistMessages.interestTooLong)
    .optional()
    .transform((value) => value || null),
});

export type WaitlistInput = z.input<typeof waitlistSchema>;
