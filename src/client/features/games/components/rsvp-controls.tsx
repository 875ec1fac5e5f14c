import { Button, Collapse, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { RsvpResponse } from '../../../../shared/constants';
import { gameMessages } from '../../../../shared/game-rules';
import type { GameDetail } from '../api';

export const ANSWERS: { value: RsvpResponse; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'maybe', label: 'Maybe' },
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
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {ANSWERS.map(({ value, label: text }) => (
        <Button
          key={value}
          size="sm"
          variant={answer === value ? 'filled' : 'default'}
          aria-pressed={answer === value}
          disabled={disabled}
          onClick={() => onAnswer(value)}
        >
          {text}
        </Button>
      ))}
      {answer ? (
        <Button size="sm" variant="subtle" disabled={disabled} onClick={() => onAnswer(null)}>
          Clear
        </Button>
      ) : null}
      {/* Always there, so a screen reader announces 'Saved' when it appears. */}
      <Text role="status" size="sm" fw={600}>
        {saved ? gameMessages.rsvpSaved : ''}
      </Text>
    </Group>
  );
}

const MEMBER_CHOICES = [{ value: '', label: 'No answer' }, ...ANSWERS];

interface MemberAnswersProps {
  optionLabel: string;
  members: GameDetail['members'];
  answers: GameDetail['options'][number]['rsvps'];
  disabled: boolean;
  onAnswer: (userId: string, response: RsvpResponse | null) => void;
}

/** Admins only (spec 001 §6): set any member's answer on this option. */
export function MemberAnswers({ optionLabel, members, answers, disabled, onAnswer }: MemberAnswersProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const answerOf = (userId: string) => answers.find((answer) => answer.userId === userId)?.response ?? '';
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-label={`Set members' answers for ${optionLabel}`}
        style={{ alignSelf: 'flex-start' }}
      >
        {opened ? "Hide members' answers" : "Set members' answers"}
      </Button>
      <Collapse expanded={opened}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {members.map((member) => (
            <NativeSelect
              key={member.userId}
              label={member.fullName}
              size="sm"
              data={MEMBER_CHOICES}
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
