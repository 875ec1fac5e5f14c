import { DEFAULT_CURRENCY, formatMinor, formatMinorList } from '../../shared/money';
import { formatGameDate, formatGameTime } from '../../shared/time';
import { describeUpdate, gameWhen, updateLink } from '../../shared/update-text';
import { type MailKind, mailKindMessages, type UpdateData, type UpdateKind } from '../../shared/updates';
import { type IntlShape, intlFor } from '../i18n/intl';
import { mailMessages as m } from './mail-messages';

/** Who a mail goes to, as their profile says now. */
export interface Reader {
  userId: string;
  email: string;
  fullName: string;
  /** Their browser's zone when known; mails then show times as their screens do. */
  timeZone: string | null;
  /** The language they chose in Profile; null (or unknown) writes in English. */
  locale: string | null;
}

/** What a mail tells: a feed entry, a reminder of a game, or the reader's open debts. */
export type MailSubject =
  | {
      kind: 'entry';
      update: { kind: UpdateKind; groupId: string | null; gameId: string | null; data: UpdateData };
    }
  | { kind: 'reminder'; gameId: string; data: UpdateData }
  | {
      kind: 'nudge';
      /** What the reader owes, in each currency they owe in (never added across currencies). */
      owed: { amount: number; currency: string }[];
      people: number;
    };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function subjectOf(subject: MailSubject, sentence: string, timeZone: string, intl: IntlShape): string {
  const say = intl.formatMessage;
  if (subject.kind === 'nudge')
    return say(m.nudgeSubject, { money: formatMinorList(subject.owed, intl.locale) });
  const d = subject.kind === 'entry' ? subject.update.data : subject.data;
  const game = d.gameTitle ?? say(m.yourGame);
  if (subject.kind === 'reminder') {
    const time = d.gameDate ? formatGameTime(d.gameDate, timeZone, intl.locale) : '';
    return say(m.reminderSubject, { game, time }).trim();
  }
  switch (subject.update.kind) {
    case 'game_booked':
      return d.gameDate
        ? say(m.bookedSubjectOn, { game, date: formatGameDate(d.gameDate, timeZone, intl.locale) })
        : say(m.bookedSubject, { game });
    case 'waitlist_promoted':
      return say(m.spotSubject, { game });
    case 'game_changed':
      return say(m.changedSubject, { game });
    case 'game_cancelled':
      return say(m.cancelledSubject, { game });
    case 'payment_marked':
      return say(m.paymentSubject, {
        who: d.actorName ?? say(m.someone),
        money: formatMinor(d.amountCents ?? 0, d.currency ?? DEFAULT_CURRENCY, intl.locale),
      });
    default:
      return sentence;
  }
}

function sentenceOf(
  subject: MailSubject,
  timeZone: string,
  intl: IntlShape,
): { sentence: string; path: string } {
  const say = intl.formatMessage;
  switch (subject.kind) {
    case 'entry':
      return { sentence: describeUpdate(subject.update, timeZone, intl), path: updateLink(subject.update) };
    case 'reminder': {
      const d = subject.data;
      const game = d.gameTitle ?? say(m.yourGameLower);
      const when = d.gameDate ? gameWhen(d.gameDate, timeZone, intl) : say(m.soon);
      return {
        sentence: d.placeName
          ? say(m.reminderSentenceAt, { game, when, place: d.placeName })
          : say(m.reminderSentence, { game, when }),
        path: `/games/${subject.gameId}`,
      };
    }
    case 'nudge':
      return {
        sentence: say(m.nudgeSentence, {
          money: formatMinorList(subject.owed, intl.locale),
          people: subject.people,
        }),
        path: '/settle-up',
      };
  }
}

/**
 * The mail's text and HTML parts, in the reader's language: a greeting by name, the same sentence the feed
 * shows (times in the reader's zone, else UTC and said so), a link to the screen, and how to stop this kind of
 * mail.
 */
export function renderMail(
  reader: Reader,
  mailKind: MailKind,
  subject: MailSubject,
  links: { publicUrl: string; unsubscribePage: string },
): RenderedMail {
  const intl = intlFor(reader.locale);
  const say = intl.formatMessage;
  const timeZone = reader.timeZone ?? 'UTC';
  const { sentence, path } = sentenceOf(subject, timeZone, intl);
  const url = `${links.publicUrl}${path}`;
  const told = say(m.sentence, { sentence }) + (reader.timeZone ? '' : ` ${say(m.utcNote)}`);
  const greeting = say(m.greeting, { name: reader.fullName });
  const why = say(m.why, { kind: say(mailKindMessages[mailKind].label) });
  const text = [
    greeting,
    '',
    told,
    '',
    say(m.openAt, { url }),
    '',
    '—',
    `${why} ${say(m.turnOffText, { url: links.unsubscribePage })}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(intl.locale)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(told)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:8px 16px;background:#228be6;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(say(m.open))}</a></p>
<hr><p style="font-size:12px;color:#555">${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(say(m.turnOffLink))}</a> ${escapeHtml(say(m.turnOffWhere))}</p>
</body></html>`;
  return { subject: subjectOf(subject, sentence, timeZone, intl), text, html };
}

/** Pushes stay short: a payload must fit in 4 KB once encrypted, even in 3-byte characters. */
const PUSH_TITLE_MAX = 200;
const PUSH_BODY_MAX = 1000;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A push notification's title, text and screen, in the reader's language: the mail's subject and sentence, in
 * the reader's zone (else UTC, and said so), and the absolute URL of the screen it opens.
 */
export function renderPush(
  reader: { timeZone: string | null; locale: string | null },
  subject: MailSubject,
  publicUrl: string,
): { title: string; body: string; url: string } {
  const intl = intlFor(reader.locale);
  const zone = reader.timeZone ?? 'UTC';
  const { sentence, path } = sentenceOf(subject, zone, intl);
  const body =
    intl.formatMessage(m.sentence, { sentence }) +
    (reader.timeZone ? '' : ` ${intl.formatMessage(m.utcNote)}`);
  return {
    title: cut(subjectOf(subject, sentence, zone, intl), PUSH_TITLE_MAX),
    body: cut(body, PUSH_BODY_MAX),
    url: `${publicUrl}${path}`,
  };
}
