import { Button, Collapse, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import type { RsvpResponse } from '../../../../shared/constants';
import type { Message } from '../../../../shared/i18n/define';
import type { GameDetail } from '../../../data/games';
import { rsvpMessages as m } from '../game-page-messages';

export const ANSWERS: { value: RsvpResponse; message: Message }[] = [
  { value: 'yes', message: m.yes },
  { value: 'no', message: m.no },
  { value: 'maybe', message: m.maybe },
];

interface MyAnswerProps {
  /** Names the group of buttons, e.g. 'Your answer for Sat, Nov 28, 2026 at 7:00 AM, Court 3'. */
  label: string;
  answer: RsvpResponse | null;
  disabled: boolean;
  /** An answer on this option was just stored: 'Saved' shows briefly beside the buttons. */
  saved?: boolean;
  onAnswer: (response: RsvpResponse | null) => void;
}

/** Yes / No / Maybe as toggle buttons (the pressed one is my answer) and Clear to take it back. */
export function MyAnswer({ label, answer, disabled, saved = false, onAnswer }: MyAnswerProps) {
  const intl = useIntl();
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {ANSWERS.map(({ value, message }) => (
        <Button
          key={value}
          size="sm"
          variant={answer === value ? 'filled' : 'default'}
          aria-pressed={answer === value}
          disabled={disabled}
          onClick={() => onAnswer(value)}
        >
          {intl.formatMessage(message)}
        </Button>
      ))}
      {answer ? (
        <Button size="sm" variant="subtle" disabled={disabled} onClick={() => onAnswer(null)}>
          {intl.formatMessage(m.clear)}
        </Button>
      ) : null}
      {/* Always there, so a screen reader announces 'Saved' when it appears. */}
      <Text role="status" size="sm" fw={600}>
        {saved ? intl.formatMessage(m.saved) : ''}
      </Text>
    </Group>
  );
}

interface MemberAnswersProps {
  optionLabel: string;
  members: GameDetail['members'];
  answers: GameDetail['options'][number]['rsvps'];
  disabled: boolean;
  onAnswer: (userId: string, response: RsvpResponse | null) => void;
}

/** Admins only (spec 001 §6): set any member's answer on this option. */
export function MemberAnswers({ optionLabel, members, answers, disabled, onAnswer }: MemberAnswersProps) {
  const intl = useIntl();
  const [opened, { toggle }] = useDisclosure(false);
  const choices = [
    { value: '', label: intl.formatMessage(m.noAnswer) },
    ...ANSWERS.map(({ value, message }) => ({ value, label: intl.formatMessage(message) })),
  ];
  const answerOf = (userId: string) => answers.find((answer) => answer.userId === userId)?.response ?? '';
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-label={intl.formatMessage(m.setMembersFor, { option: optionLabel })}
        style={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage(opened ? m.hideMembers : m.setMembers)}
      </Button>
      <Collapse expanded={opened}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {members.map((member) => (
            <NativeSelect
              key={member.userId}
              label={member.fullName}
              size="sm"
              data={choices}
              value={answerOf(member.userId)}
              disabled={disabled}
              onChange={(event) =>
                onAnswer(member.userId, (event.currentTarget.value || null) as RsvpResponse | null)
              }
            />
          ))}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
