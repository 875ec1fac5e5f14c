import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconCircleCheck, IconHandFinger } from '@tabler/icons-react';

const steps = [
  {
    icon: IconCalendarEvent,
    title: 'Plan',
    text: 'Poll dates and places with your group, then book the winner.',
  },
  {
    icon: IconHandFinger,
    title: 'RSVP',
    text: 'Everyone answers in one tap, so you know who is in before you book.',
  },
  { icon: IconCash, title: 'Split', text: 'The cost is shared by the people who came, down to the cent.' },
  {
    icon: IconCircleCheck,
    title: 'Settle',
    text: 'Mark a debt paid; the friend you paid confirms it. No awkward reminders.',
  },
];

/** Plan, RSVP, split, settle: the four things Turnout does. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works">
      <Title id="how-it-works" order={2} ta="center" mb="lg">
        Plan, RSVP, split, settle
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {steps.map(({ icon: StepIcon, title, text }) => (
          <Paper key={title} withBorder p="lg">
            <ThemeIcon variant="light" size={40} radius="md" mb="sm">
              <StepIcon size={22} aria-hidden="true" />
            </ThemeIcon>
            <Title order={3} size="h4" mb={4}>
              {title}
            </Title>
            <Text size="sm">{text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
