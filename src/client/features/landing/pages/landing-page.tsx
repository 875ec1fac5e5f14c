import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconCircleCheck, IconHandFinger } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';

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

/** The public front door; a later issue replaces it with the full landing page and waitlist. */
export function LandingPage() {
  usePageTitle('Plan games with your friends');

  return (
    <Container size="md" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" gap="lg" ta="center" mb={48}>
        <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
          Get your crew on the court
        </Title>
        <Text size="lg" maw={620}>
          Turnout is where your friend group plans the next game, sees who is coming, splits the cost and
          settles up, without the endless group-chat scroll.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/register" size="md">
            Get started
          </Button>
          <Button component={Link} to="/login" size="md" variant="default">
            Sign in
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {steps.map(({ icon: StepIcon, title, text }) => (
          <Paper key={title} withBorder p="lg">
            <ThemeIcon variant="light" size={40} radius="md" mb="sm">
              <StepIcon size={22} aria-hidden="true" />
            </ThemeIcon>
            <Title order={2} size="h4" mb={4}>
              {title}
            </Title>
            <Text size="sm">{text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
