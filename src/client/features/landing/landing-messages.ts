import { defineMessages } from '../../../shared/i18n/define';

/**
 * The landing page's words (spec 000 §2). The page is pre-rendered once per language at build time, and its
 * islands hydrate with this area's messages alone (landing-catalogue.ts), so nothing here may come from
 * another area.
 */
export const landingMessages = defineMessages({
  title: { id: 'landing.title', defaultMessage: 'Plan games with your friends' },
  metaDescription: {
    id: 'landing.meta.description',
    defaultMessage: 'Turnout: plan games with your friend group, RSVP, split the costs and settle up.',
    description: 'The page’s description for search engines and link previews',
  },
  signIn: { id: 'landing.signIn', defaultMessage: 'Sign in' },
  createAccount: { id: 'landing.createAccount', defaultMessage: 'Create account' },
  language: { id: 'landing.language', defaultMessage: 'Language' },
  toggleScheme: { id: 'landing.scheme.toggle', defaultMessage: 'Toggle colour scheme' },
  toggleSchemeHint: { id: 'landing.scheme.hint', defaultMessage: 'Switch between light and dark mode' },
  heroTitle: { id: 'landing.hero.title', defaultMessage: 'Get your crew on the court' },
  heroText: {
    id: 'landing.hero.text',
    defaultMessage:
      'Turnout is where your friend group plans the next game, sees who is coming, splits the cost and settles up, without the endless group-chat scroll.',
  },
  haveInviteCode: { id: 'landing.hero.haveInviteCode', defaultMessage: 'Have an invite code?' },
  createYourAccount: { id: 'landing.hero.createYourAccount', defaultMessage: 'Create your account' },
  stepsTitle: { id: 'landing.steps.title', defaultMessage: 'Plan, RSVP, split, settle' },
  planTitle: { id: 'landing.steps.plan.title', defaultMessage: 'Plan' },
  planText: {
    id: 'landing.steps.plan.text',
    defaultMessage: 'Poll dates and places with your group, then book the winner.',
  },
  rsvpTitle: { id: 'landing.steps.rsvp.title', defaultMessage: 'RSVP' },
  rsvpText: {
    id: 'landing.steps.rsvp.text',
    defaultMessage: 'Everyone answers in one tap, so you know who is in before you book.',
  },
  splitTitle: { id: 'landing.steps.split.title', defaultMessage: 'Split' },
  splitText: {
    id: 'landing.steps.split.text',
    defaultMessage: 'The cost is shared by the people who came, down to the cent.',
  },
  settleTitle: { id: 'landing.steps.settle.title', defaultMessage: 'Settle' },
  settleText: {
    id: 'landing.steps.settle.text',
    defaultMessage: 'Mark a debt paid; the friend you paid confirms it. No awkward reminders.',
  },
  showcaseTitle: { id: 'landing.showcase.title', defaultMessage: 'From “anyone up for Saturday?” to booked' },
  showcaseText: {
    id: 'landing.showcase.text',
    defaultMessage:
      'Start a poll from a preset like Sat 8am, let everyone answer, and book once enough people say yes. Turnout keeps the plan, the headcount and the bill in one place.',
  },
  claim: {
    id: 'landing.showcase.claim',
    defaultMessage: 'Creating a game can take under {seconds, number} seconds.',
  },
  joinTitle: { id: 'landing.join.title', defaultMessage: 'Join the waitlist' },
  joinText: {
    id: 'landing.join.text',
    defaultMessage: 'Tell us what your group plays and we will let you know when a spot opens.',
  },
  footerTagline: { id: 'landing.footer.tagline', defaultMessage: 'Turnout · plan, RSVP, split, settle' },
});

/** The waitlist forms' words; the schema's own messages are in src/shared/landing.ts (`waitlistText`). */
export const waitlistFormMessages = defineMessages({
  email: { id: 'landing.waitlist.email', defaultMessage: 'Email' },
  interestLabel: {
    id: 'landing.waitlist.interestLabel',
    defaultMessage: 'What would you plan with Turnout?',
  },
  interestHint: {
    id: 'landing.waitlist.interestHint',
    defaultMessage: 'Optional: the games or outings your group organizes',
  },
  join: { id: 'landing.waitlist.join', defaultMessage: 'Join the waitlist' },
  joinShort: { id: 'landing.waitlist.joinShort', defaultMessage: 'Join waitlist' },
  joining: { id: 'landing.waitlist.joining', defaultMessage: 'Joining...' },
  slimForm: { id: 'landing.waitlist.slimForm', defaultMessage: 'Quick waitlist sign-up' },
  fullForm: { id: 'landing.waitlist.fullForm', defaultMessage: 'Waitlist' },
  success: {
    id: 'landing.waitlist.success',
    defaultMessage: "Thanks for joining our waitlist! We''ll keep you updated.",
  },
  slimSuccess: { id: 'landing.waitlist.slimSuccess', defaultMessage: 'Joined!' },
  failed: { id: 'landing.waitlist.failed', defaultMessage: 'Something went wrong. Please try again.' },
  tooManyAttempts: {
    id: 'landing.waitlist.tooManyAttempts',
    defaultMessage:
      'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
});

/** The sample chat's frame; its messages are in chat-script.ts. */
export const chatMessages = defineMessages({
  caption: { id: 'landing.chat.caption', defaultMessage: 'Saturday Pickleball · sample chat' },
  label: { id: 'landing.chat.label', defaultMessage: 'Sample chat' },
});
