import { z } from 'zod';
import { defineMessages, englishOf } from './i18n/define';

/** The longest guest name: what fits on an attendance line beside '(guest of …)'. */
export const GUEST_NAME_MAX = 60;

/**
 * Issue 59: a member going to a game can bring a guest — a name and, if given, an e-mail for the game's details.
 * A guest takes a place like anyone going, and their share of an expense is owed by the member who brought them.
 */
export const guestText = defineMessages({
  nameRequired: { id: 'guests.nameRequired', defaultMessage: 'Enter the guest’s name.' },
  nameTooLong: { id: 'guests.nameTooLong', defaultMessage: 'The guest’s name can be at most 60 characters.' },
  emailInvalid: {
    id: 'guests.emailInvalid',
    defaultMessage: 'Enter a valid e-mail address, or leave it empty.',
  },
  notGoing: { id: 'guests.notGoing', defaultMessage: 'Only people going to the game can bring a guest.' },
  full: { id: 'guests.full', defaultMessage: 'This game is full: there is no place for a guest.' },
  closed: { id: 'guests.closed', defaultMessage: 'Guests can be brought only before the game.' },
  notFound: { id: 'guests.notFound', defaultMessage: 'Guest not found.' },
  removeNotAllowed: {
    id: 'guests.removeNotAllowed',
    defaultMessage: 'Only the member who brought this guest, or a group admin, can remove them.',
  },
  inMoney: {
    id: 'guests.inMoney',
    defaultMessage: 'This guest is part of an expense; remove them from its split first.',
  },
});

export const guestMessages = englishOf(guestText);

/** Bring a guest: a name of 1–60 characters (trimmed) and an optional e-mail (empty means none). */
export const addGuestSchema = z.object({
  name: z
    .string({ error: guestMessages.nameRequired })
    .trim()
    .min(1, guestMessages.nameRequired)
    .max(GUEST_NAME_MAX, guestMessages.nameTooLong),
  email: z
    .union([z.literal(''), z.email(guestMessages.emailInvalid).max(254, guestMessages.emailInvalid)])
    .optional()
    .transform((email) => (email ? email.toLowerCase() : undefined)),
});

export type AddGuestInput = z.input<typeof addGuestSchema>;
