import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { type IntlShape, useIntl } from 'react-intl';
import type { RsvpResponse } from '../../../../shared/constants';
import { comingWithGuests } from '../../../../shared/cost-per-head';
import { expenseSummaryText } from '../../../../shared/expense-summary';
import { QUEUED_RSVP_HINT } from '../../../../shared/offline';
import { gameDay, gameMoment, gameTime } from '../../../components/game-when';
import type { GameDetail, GameOption } from '../../../data/games';
import { optionMessages as m } from '../game-page-messages';
import { CostPerHead } from './cost-per-head';
import { PlaceLink } from './place-link';
import { ANSWERS, MemberAnswers, MyAnswer } from './rsvp-controls';
import { RsvpNote } from './rsvp-note';

interface OptionCardProps {
  option: GameOption;
  /** What the cost per head and the waiting list depend on. */
  sizing: Pick<GameDetail['game'], 'durationMinutes' | 'minPeopleRequired' | 'maxPeople' | 'currency'>;
  me: GameDetail['me'];
  members: GameDetail['members'];
  /** The game's guests: each takes a place beside their host. */
  guests: GameDetail['guests'];
  /** False when the group is inactive: answers and booking are closed. */
  canChange: boolean;
  booking: boolean;
  /** An answer on this option waits on the device to be sent. */
  queued: boolean;
  /** An answer on this option (mine or, by an admin, a member's) was just stored. */
  saved: boolean;
  onAnswer: (input: {
    optionId: string;
    userId?: string;
    response: RsvpResponse | null;
    note?: string | null;
  }) => void;
  onBook: (option: GameOption) => void;
}

/** 'Jordan (guest of Sam)' for each guest of someone in `going`. */
function guestLines(guests: GameDetail['guests'], going: readonly string[], intl: IntlShape) {
  return guests
    .filter((guest) => going.includes(guest.hostId))
    .map((guest) =>
      intl.formatMessage(expenseSummaryText.guestOf, { guest: guest.name, host: guest.hostName }),
    );
}

/** One date × place of a poll: who said yes, no and maybe, my answer, admins' answers for others, Book Now. */
export function OptionCard({
  option,
  sizing,
  me,
  members,
  guests,
  canChange,
  booking,
  queued,
  saved,
  onAnswer,
  onBook,
}: OptionCardProps) {
  const intl = useIntl();
  const label = intl.formatMessage(m.label, {
    moment: gameMoment(option.date, intl),
    place: option.placeName,
  });
  const myAnswer = option.rsvps.find((answer) => answer.userId === me.userId);
  const mine = myAnswer?.response ?? null;
  const waiting = new Set(option.waitingUserIds);
  const nameOf = (userId: string) => option.rsvps.find((answer) => answer.userId === userId)?.fullName ?? '';
  const going = option.rsvps
    .filter((a) => a.response === 'yes' && !waiting.has(a.userId))
    .map((a) => a.userId);
  const goingCount = comingWithGuests(going, guests);
  const others = members.filter((member) => member.userId !== me.userId);

  return (
    <Paper withBorder p="md" component="li">
      <Stack gap="sm">
        <div>
          {option.title ? <Text fw={600}>{option.title}</Text> : null}
          <Text fw={600}>
            <time dateTime={option.date}>
              {gameDay(option.date)} · {gameTime(option.date)}
            </time>
          </Text>
          <PlaceLink name={option.placeName} />
          <CostPerHead
            hourly={option.hourlyCents}
            currency={sizing.currency}
            durationMinutes={sizing.durationMinutes}
            goingCount={goingCount}
            minPeople={sizing.minPeopleRequired}
            maxPeople={sizing.maxPeople}
          />
        </div>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {ANSWERS.map(({ value, message }) => {
            // Yes beyond the maximum is listed as the waiting list below, not as going.
            // A note shows beside its answer: 'Sam (know by Friday)'.
            const names = option.rsvps
              .filter((answer) => answer.response === value && !waiting.has(answer.userId))
              .map((a) =>
                a.note ? intl.formatMessage(m.withNote, { name: a.fullName, note: a.note }) : a.fullName,
              );
            // Those going bring their guests: 'Jordan (guest of Sam)' among the yes answers.
            if (value === 'yes') names.push(...guestLines(guests, going, intl));
            return (
              <div key={value}>
                <Text size="sm" fw={600}>
                  {intl.formatMessage(m.answerCount, {
                    answer: intl.formatMessage(message),
                    count: names.length,
                  })}
                </Text>
                <Text size="sm" c={names.length > 0 ? undefined : 'dimmed'}>
                  {names.length > 0 ? names.join(', ') : intl.formatMessage(m.noOneYet)}
                </Text>
              </div>
            );
          })}
        </SimpleGrid>
        {option.waitingUserIds.length > 0 ? (
          <Text size="sm">
            <Text span fw={600}>
              {intl.formatMessage(m.waitingList, { count: option.waitingUserIds.length })}
            </Text>{' '}
            {option.waitingUserIds.map(nameOf).join(', ')}
          </Text>
        ) : null}
        {waiting.has(me.userId) ? (
          <Text size="sm" c="orange.9">
            {intl.formatMessage(m.youAreWaiting, { position: option.waitingUserIds.indexOf(me.userId) + 1 })}
          </Text>
        ) : null}
        <MyAnswer
          label={intl.formatMessage(m.yourAnswer, { option: label })}
          answer={mine}
          disabled={!canChange}
          saved={saved}
          onAnswer={(response) => onAnswer({ optionId: option.id, response })}
        />
        {mine ? (
          <RsvpNote
            optionLabel={label}
            note={myAnswer?.note ?? null}
            disabled={!canChange}
            onSave={(note) => onAnswer({ optionId: option.id, response: mine, note })}
          />
        ) : null}
        {queued ? (
          <Text size="sm" c="dimmed">
            {QUEUED_RSVP_HINT}
          </Text>
        ) : null}
        {me.role === 'admin' && others.length > 0 ? (
          <MemberAnswers
            optionLabel={label}
            members={others}
            answers={option.rsvps}
            disabled={!canChange}
            onAnswer={(userId, response) => onAnswer({ optionId: option.id, userId, response })}
          />
        ) : null}
        {canChange ? (
          <Group>
            <Button
              onClick={() => onBook(option)}
              loading={booking}
              leftSection={<IconCalendarCheck size={18} aria-hidden="true" />}
              aria-label={intl.formatMessage(m.bookNowOption, { option: label })}
            >
              {intl.formatMessage(m.bookNow)}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
