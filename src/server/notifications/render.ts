import { formatCents } from '../../shared/money';
import { formatGameDate, formatGameTime } from '../../shared/time';
import { describeUpdate, updateLink } from '../../shared/update-text';
import { MAIL_KIND_LABELS, type MailKind, type UpdateData, type UpdateKind } from '../../shared/updates';

/** Who a mail goes to, as their profile says now. */
export interface Reader {
  userId: string;
  email: string;
  fullName: string;
  /** Their browser's zone when known; mails then show times as their screens do. */
  timeZone: string | null;
}

/** What a mail tells: a feed entry, a reminder of a game, or the reader's open debts. */
export type MailSubject =
  | {
      kind: 'entry';
      update: { kind: UpdateKind; groupId: string | null; gameId: string | null; data: UpdateData };
    }
  | { kind: 'reminder'; gameId: string; data: UpdateData }
  | { kind: 'nudge'; owedCents: number; people: number };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function subjectOf(subject: MailSubject, sentence: string, timeZone: string): string {
  if (subject.kind === 'nudge') return `You still owe ${formatCents(subject.owedCents)}`;
  const d = subject.kind === 'entry' ? subject.update.data : subject.data;
  const game = d.gameTitle ?? 'Your game';
  if (subject.kind === 'reminder') {
    return `Tomorrow: ${game} at ${d.gameDate ? formatGameTime(d.gameDate, timeZone) : ''}`.trim();
  }
  switch (subject.update.kind) {
    case 'game_booked':
      return `Booked: ${game}${d.gameDate ? `, ${formatGameDate(d.gameDate, timeZone)}` : ''}`;
    case 'waitlist_promoted':
      return `You're in: ${game}`;
    case 'game_changed':
      return `Changed: ${game}`;
    case 'game_cancelled':
      return `Cancelled: ${game}`;
    case 'payment_marked':
      return `${d.actorName ?? 'Someone'} paid you ${formatCents(d.amountCents ?? 0)}: please confirm`;
    default:
      return sentence;
  }
}

function sentenceOf(subject: MailSubject, timeZone: string): { sentence: string; path: string } {
  switch (subject.kind) {
    case 'entry':
      return { sentence: describeUpdate(subject.update, timeZone), path: updateLink(subject.update) };
    case 'reminder': {
      const d = subject.data;
      const when = d.gameDate
        ? `${formatGameDate(d.gameDate, timeZone)} at ${formatGameTime(d.gameDate, timeZone)}`
        : 'soon';
      return {
        sentence: `Reminder: ${d.gameTitle ?? 'your game'} is ${when}${d.placeName ? ` at ${d.placeName}` : ''}`,
        path: `/games/${subject.gameId}`,
      };
    }
    case 'nudge':
      return {
        sentence: `You owe ${formatCents(subject.owedCents)} to ${subject.people === 1 ? 'one person' : `${subject.people} people`}, some of it for more than a week. Settle up when you can`,
        path: '/settle-up',
      };
  }
}

/**
 * The mail's text and HTML parts: a greeting by name, the same sentence the feed shows (times in the reader's
 * zone, else UTC and said so), a link to the screen, and how to stop this kind of mail.
 */
export function renderMail(
  reader: Reader,
  mailKind: MailKind,
  subject: MailSubject,
  links: { publicUrl: string; unsubscribePage: string },
): RenderedMail {
  const timeZone = reader.timeZone ?? 'UTC';
  const { sentence, path } = sentenceOf(subject, timeZone);
  const url = `${links.publicUrl}${path}`;
  const zoneNote = reader.timeZone ? '' : ' Times are in UTC.';
  const why = `You get this because “${MAIL_KIND_LABELS[mailKind].label}” e-mails are on.`;
  const text = [
    `Hi ${reader.fullName},`,
    '',
    `${sentence}.${zoneNote}`,
    '',
    `Open in Turnout: ${url}`,
    '',
    '—',
    `${why} Turn them off: ${links.unsubscribePage} (or in Profile → Notifications).`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<p>Hi ${escapeHtml(reader.fullName)},</p>
<p>${escapeHtml(sentence)}.${escapeHtml(zoneNote)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:8px 16px;background:#228be6;color:#fff;border-radius:4px;text-decoration:none">Open in Turnout</a></p>
<hr><p style="font-size:12px;color:#555">${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribePage)}">Turn them off</a> (or in Profile → Notifications).</p>
</body></html>`;
  return { subject: subjectOf(subject, sentence, timeZone), text, html };
}

/** Pushes stay short: a payload must fit in 4 KB once encrypted, even in 3-byte characters. */
const PUSH_TITLE_MAX = 200;
const PUSH_BODY_MAX = 1000;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A push notification's title, text and screen: the mail's subject and sentence, in the reader's zone (else
 * UTC, and said so), and the absolute URL of the screen it opens.
 */
export function renderPush(
  timeZone: string | null,
  subject: MailSubject,
  publicUrl: string,
): { title: string; body: string; url: string } {
  const zone = timeZone ?? 'UTC';
  const { sentence, path } = sentenceOf(subject, zone);
  const body = `${sentence}.${timeZone ? '' : ' Times are in UTC.'}`;
  return {
    title: cut(subjectOf(subject, sentence, zone), PUSH_TITLE_MAX),
    body: cut(body, PUSH_BODY_MAX),
    url: `${publicUrl}${path}`,
  };
}
