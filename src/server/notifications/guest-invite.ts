import { type SQL, sql } from 'drizzle-orm';
import { defineMessages } from '../../shared/i18n/define';
import { gameWhen } from '../../shared/update-text';
import { buildCalendar } from '../calendar/ics';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { intlFor } from '../i18n/intl';
import type { MailMessage } from '../mail/mailer';
import { organizerOf } from './invites';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const text = defineMessages({
  subject: { id: 'mail.guest.subject', defaultMessage: '{host} is bringing you to {game}, {date}' },
  greeting: { id: 'mail.guest.greeting', defaultMessage: 'Hi {name},' },
  invited: {
    id: 'mail.guest.invited',
    defaultMessage: '{host} is bringing you as their guest to {game}. Here are the details:',
  },
  when: { id: 'mail.guest.when', defaultMessage: 'When: {when} (time zone {zone})' },
  where: { id: 'mail.guest.where', defaultMessage: 'Where: {place}' },
  calendar: {
    id: 'mail.guest.calendar',
    defaultMessage: 'The attached invite adds the game to your calendar.',
  },
  why: {
    id: 'mail.guest.why',
    defaultMessage:
      'You get this e-mail because {host} gave your address when adding you as a guest to this game. It is the only e-mail you get for it, and there is no account to sign in to.',
  },
});

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Queues the game's details for each guest with an e-mail whose host is going to a game booked and still to
 * come: when the guest is brought, when the game is booked, or when their host moves in from the waiting list.
 * The mail is the host's (user_id), so it goes with them; one per guest, however often this runs.
 */
export async function queueGuestInvites(tx: Tx | Db, gameId: string, now: Date, guestId?: string) {
  const only: SQL = guestId ? sql`and gg.id = ${guestId}` : sql``;
  await tx.execute(sql`
    insert into mail_outbox (user_id, kind, game_id, data, dedupe_key, created_at, next_attempt_at)
    select gg.host_id, 'guest_invite', gg.game_id, jsonb_build_object('guestId', gg.id, 'guestName', gg.name),
      'guest_invite:' || gg.id, ${now}, ${now}
    from game_guests gg join games g on g.id = gg.game_id
    where gg.game_id = ${gameId} ${only} and gg.email is not null
      and g.status in ('confirmed', 'booked') and g.date > ${now}
      and exists (select 1 from attendees a where a.game_id = gg.game_id and a.user_id = gg.host_id)
    on conflict (dedupe_key) do nothing`);
}

type GuestGame = {
  guest_name: string;
  guest_email: string;
  game_id: string;
  title: string;
  date: string | Date;
  duration_minutes: number;
  calendar_sequence: number;
  place_name: string;
  place_address: string | null;
};

/**
 * The guest's mail, in their host's language: who brings them, the game's title, when (in the host's time
 * zone — their browser's, else UTC — and which zone it is), where, and the calendar invite. The invite names
 * no one going and links nowhere inside the group, which a guest cannot see. Null when there is nothing to
 * tell any more: the guest was removed, or the game was cancelled, reopened as a poll or has been played.
 */
export async function guestInviteMail(
  db: Db,
  host: { fullName: string; timeZone: string | null; locale: string | null },
  guestId: string | undefined,
  config: Pick<Config, 'publicUrl'> & Partial<Pick<Config, 'mailFrom'>>,
  now: Date,
): Promise<Omit<MailMessage, 'messageId'> | null> {
  if (!guestId) return null;
  const { rows } = await db.execute<GuestGame>(sql`
    select gg.name as guest_name, gg.email as guest_email, g.id as game_id, g.title, g.date, g.duration_minutes,
      g.calendar_sequence, p.name as place_name, p.address as place_address
    from game_guests gg
    join games g on g.id = gg.game_id
    join places p on p.id = g.place_id
    where gg.id = ${guestId} and gg.email is not null and g.status in ('confirmed', 'booked') and g.date > ${now}`);
  const game = rows[0];
  if (!game) return null;
  const intl = intlFor(host.locale);
  const say = intl.formatMessage;
  const zone = host.timeZone ?? 'UTC';
  const start = new Date(game.date);
  const place = game.place_address ? `${game.place_name}, ${game.place_address}` : game.place_name;
  const lines = {
    greeting: say(text.greeting, { name: game.guest_name }),
    invited: say(text.invited, { host: host.fullName, game: game.title }),
    when: say(text.when, { when: gameWhen(start.toISOString(), zone, intl), zone }),
    where: say(text.where, { place }),
    calendar: say(text.calendar),
    why: say(text.why, { host: host.fullName }),
  };
  const fallbackFrom = `Turnout <no-reply@${new URL(config.publicUrl).hostname || 'turnout'}>`;
  const content = buildCalendar(
    [
      {
        gameId: game.game_id,
        title: game.title,
        status: 'booked',
        start,
        durationMinutes: game.duration_minutes,
        sequence: game.calendar_sequence,
        placeName: game.place_name,
        placeAddress: game.place_address,
        groupName: '',
        url: config.publicUrl,
        going: [],
      },
    ],
    {
      method: 'REQUEST',
      organizer: organizerOf(config.mailFrom ?? fallbackFrom),
      locale: host.locale,
      outsider: true,
    },
  );
  return {
    to: game.guest_email,
    subject: say(text.subject, {
      host: host.fullName,
      game: game.title,
      date: gameWhen(start.toISOString(), zone, intl),
    }),
    text: [
      lines.greeting,
      '',
      lines.invited,
      '',
      lines.when,
      lines.where,
      '',
      lines.calendar,
      '',
      '—',
      lines.why,
    ].join('\n'),
    html: `<!doctype html><html lang="${escapeHtml(intl.locale)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.invited)}</p>
<p>${escapeHtml(lines.when)}<br>${escapeHtml(lines.where)}</p>
<p>${escapeHtml(lines.calendar)}</p>
<hr><p style="font-size:12px;color:#555">${escapeHtml(lines.why)}</p>
</body></html>`,
    calendar: { method: 'REQUEST', filename: 'invite.ics', content },
  };
}
