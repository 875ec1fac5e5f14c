export interface ChatMessage {
  from: string;
  text: string;
  /** Shown this long after the message before it (the first: after the chat starts or restarts). */
  afterMs: number;
  /** Turnout's own notices, drawn apart from the friends' messages. */
  notice?: boolean;
}

/**
 * A friend group planning Saturday's game: the sample chat's 10 scripted messages, each 1.5–2.5 s after the
 * last (spec 000 §9, `SAMPLE_CHAT`).
 */
export const CHAT_SCRIPT: readonly ChatMessage[] = [
  { from: 'Maya', text: 'Pickleball this Saturday?', afterMs: 1500 },
  { from: 'Jordan', text: 'In! Mornings are best for me.', afterMs: 2000 },
  {
    from: 'Turnout',
    text: 'Maya started a poll: Sat 8:00 AM at Riverside Courts',
    afterMs: 1800,
    notice: true,
  },
  { from: 'Priya', text: 'Voted yes!', afterMs: 2200 },
  { from: 'Sam', text: 'Could we do 9 instead?', afterMs: 1600 },
  { from: 'Maya', text: 'Added Sat 9:00 AM to the poll.', afterMs: 2500 },
  { from: 'Sam', text: 'Yes for 9!', afterMs: 1900 },
  { from: 'Turnout', text: '4 said yes: Sat 9:00 AM is booked', afterMs: 2100, notice: true },
  { from: 'Jordan', text: 'Paid the court, $48 for two hours.', afterMs: 1700 },
  {
    from: 'Turnout',
    text: 'Split 4 ways: $12.00 each. Settle up by Venmo or Zelle.',
    afterMs: 2300,
    notice: true,
  },
];
