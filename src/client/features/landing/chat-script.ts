import { defineMessages, type Message } from '../../../shared/i18n/define';

export interface ChatMessage {
  /** A friend's first name, or Turnout's for its notices: names are the same in every language. */
  from: string;
  text: Message;
  /** Shown this long after the message before it (the first: after the chat starts or restarts). */
  afterMs: number;
  /** Turnout's own notices, drawn apart from the friends' messages. */
  notice?: boolean;
}

/** The sample chat's messages, written as friends in each language would write them. */
const chatScriptMessages = defineMessages({
  askSaturday: { id: 'landing.chat.askSaturday', defaultMessage: 'Pickleball this Saturday?' },
  mornings: { id: 'landing.chat.mornings', defaultMessage: 'In! Mornings are best for me.' },
  pollStarted: {
    id: 'landing.chat.pollStarted',
    defaultMessage: 'Maya started a poll: Sat 8:00 AM at Riverside Courts',
    description: 'A notice by Turnout in the sample chat; Maya is a friend’s name, Riverside Courts a place',
  },
  votedYes: { id: 'landing.chat.votedYes', defaultMessage: 'Voted yes!' },
  askNine: { id: 'landing.chat.askNine', defaultMessage: 'Could we do 9 instead?' },
  addedNine: { id: 'landing.chat.addedNine', defaultMessage: 'Added Sat 9:00 AM to the poll.' },
  yesForNine: { id: 'landing.chat.yesForNine', defaultMessage: 'Yes for 9!' },
  booked: {
    id: 'landing.chat.booked',
    defaultMessage: '4 said yes: Sat 9:00 AM is booked',
    description: 'A notice by Turnout in the sample chat',
  },
  paidCourt: {
    id: 'landing.chat.paidCourt',
    defaultMessage: 'Paid the court, $48 for two hours.',
    description: 'The amount in the currency the language’s readers use most',
  },
  split: {
    id: 'landing.chat.split',
    defaultMessage: 'Split 4 ways: $12.00 each. Settle up by Venmo or Zelle.',
    description:
      'A notice by Turnout in the sample chat: a quarter of the court’s price, and ways to pay usual there',
  },
});

const m = chatScriptMessages;

/**
 * A friend group planning Saturday's game: the sample chat's 10 scripted messages, each 1.5–2.5 s after the
 * last (spec 000 §9, `SAMPLE_CHAT`).
 */
export const CHAT_SCRIPT: readonly ChatMessage[] = [
  { from: 'Maya', text: m.askSaturday, afterMs: 1500 },
  { from: 'Jordan', text: m.mornings, afterMs: 2000 },
  { from: 'Turnout', text: m.pollStarted, afterMs: 1800, notice: true },
  { from: 'Priya', text: m.votedYes, afterMs: 2200 },
  { from: 'Sam', text: m.askNine, afterMs: 1600 },
  { from: 'Maya', text: m.addedNine, afterMs: 2500 },
  { from: 'Sam', text: m.yesForNine, afterMs: 1900 },
  { from: 'Turnout', text: m.booked, afterMs: 2100, notice: true },
  { from: 'Jordan', text: m.paidCourt, afterMs: 1700 },
  { from: 'Turnout', text: m.split, afterMs: 2300, notice: true },
];
