import { GAME_DURATION } from '../../shared/cost-per-head';
import { calendarText } from '../calendar/calendar-messages';
import { buildCalendar, type CalendarGame } from '../calendar/ics';
import { loadCalendarGames } from '../calendar/load';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { intlFor } from '../i18n/intl';
import type { InviteMaker } from './delivery';

/** The sender named in MAIL_FROM ('Turnout <no-reply@host>') as an invite's organizer. */
export function organizerOf(mailFrom: string) {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return { name: match?.[1] || 'Turnout', email: match?.[2] ?? mailFrom.trim() };
}

/**
 * Calendar invites for mails: the booked game (REQUEST) when it is booked or changed, read as it is when the
 * mail goes, so the invite carries its latest SEQUENCE and length; a cancellation (CANCEL) from what its entry
 * kept, since the game is gone, with a SEQUENCE above the last one sent (entries written before they kept the
 * game's length span the default one). Its words are in the reader's language, as the mail's.
 */
export function mailInvites(db: Db, config: Pick<Config, 'publicUrl' | 'mailFrom'>): InviteMaker {
  const organizer = organizerOf(config.mailFrom);
  return async ({ kind, gameId, updateKind, data, locale }) => {
    if (!gameId) return undefined;
    if (updateKind === 'game_cancelled') {
      if (!data.gameDate) return undefined;
      const game: CalendarGame = {
        gameId,
        title: data.gameTitle ?? intlFor(locale).formatMessage(calendarText.game),
        status: 'booked',
        start: new Date(data.gameDate),
        durationMinutes: data.durationMinutes ?? GAME_DURATION.defaultMinutes,
        sequence: (data.sequence ?? 0) + 1,
        placeName: data.placeName ?? '',
        placeAddress: null,
        groupName: data.groupName ?? '',
        url: `${config.publicUrl}/games`,
        going: [],
      };
      return {
        method: 'CANCEL',
        filename: 'cancel.ics',
        content: buildCalendar([game], { method: 'CANCEL', organizer, locale }),
      };
    }
    if (kind !== 'booked' && kind !== 'changed') return undefined;
    const [game] = await loadCalendarGames(db, { gameIds: [gameId] }, config.publicUrl);
    if (!game || game.status === 'poll') return undefined;
    return {
      method: 'REQUEST',
      filename: 'invite.ics',
      content: buildCalendar([game], { method: 'REQUEST', organizer, locale }),
    };
  };
}
