import { Button, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconCircleCheck, IconMapPin, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';

const points = [
  {
    icon: IconUsers,
    text: 'Gather your regulars into a group and invite friends with a link and a 4-digit code.',
  },
  {
    icon: IconMapPin,
    text: 'Keep a shortlist of the courts, clubs and tables you like, with their hourly cost.',
  },
  {
    icon: IconCalendarEvent,
    text: 'Poll dates and places, see who is in, and book once enough people say yes.',
  },
  { icon: IconCash, text: 'Split what the booking cost between the people who came, to the cent.' },
  {
    icon: IconCircleCheck,
    text: 'Settle up with payment verification: one side says "I paid", the other confirms.',
  },
];

export function AboutPage() {
  return (
    <Container size="sm" py="md">
      <PageHeader title="About Turnout" />
      <Stack gap="lg">
        <Text>
          Turnout is for small friend groups who play or meet regularly: pickleball, tennis, board games and
          anything else that needs a place, a time and enough people. It replaces the long group-chat thread
          with one place to plan, answer and pay.
        </Text>
        <Title order={2} size="h3">
          What you can do
        </Title>
        <List spacing="sm" center>
          {points.map(({ icon: PointIcon, text }) => (
            <List.Item
              key={text}
              icon={
                <ThemeIcon variant="light" radius="xl" size={28}>
                  <PointIcon size={16} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              {text}
            </List.Item>
          ))}
        </List>
        <Text>
          Photo sharing and group chat are on the way. Everything starts with a group, so that is the place to
          begin.
        </Text>
        <div>
          <Button component={Link} to="/groups" size="md">
            Create Your First Group
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
