/** Domain enumerations shared by the database schema, the server and the client. */
export const ROLES = ['admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const GAME_STATUSES = ['poll', 'confirmed', 'booked', 'completed', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const RSVP_RESPONSES = ['yes', 'no', 'maybe'] as const;
export type RsvpResponse = (typeof RSVP_RESPONSES)[number];
/** The most characters a note with an answer may have (issue 61: 'maybe — know by Friday'). */
export const RSVP_NOTE_MAX = 140;

export const SHARE_STATUSES = ['pending', 'verifying', 'settled'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/**
 * How a payment is made: the spec's four and the ways to pay beyond Venmo and Zelle (issue 57), in the order
 * the 'Payment method' select lists them.
 */
export const PAYMENT_METHODS = [
  'venmo',
  'zelle',
  'paypal',
  'revolut',
  'cashapp',
  'upi',
  'pix',
  'bank',
  'cash',
  'other',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How a share was settled: a payment method, or 'offset' when two people owed each other the same amount
 * and the debts cancelled out (settled together, by no one, with nothing paid).
 */
export const SETTLEMENT_METHODS = [...PAYMENT_METHODS, 'offset'] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];

export const EXPENSE_CATEGORIES = ['court', 'equipment', 'food', 'transportation', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const GAME_UPDATE_TYPES = ['title', 'date', 'time', 'place'] as const;
export type GameUpdateType = (typeof GAME_UPDATE_TYPES)[number];
