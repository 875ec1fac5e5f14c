import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconCircleCheck, IconHandFinger } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { landingMessages as m } from '../landing-messages';

const steps = [
  { key: 'plan', icon: IconCalendarEvent, title: m.planTitle, text: m.planText },
  { key: 'rsvp', icon: IconHandFinger, title: m.rsvpTitle, text: m.rsvpText },
  { key: 'split', icon: IconCash, title: m.splitTitle, text: m.splitText },
  { key: 'settle', icon: IconCircleCheck, title: m.settleTitle, text: m.settleText },
];

/** Plan, RSVP, split, settle: the four things Turnout does. */
export function HowItWorks() {
  const intl = useIntl();
  return (
    <section aria-labelledby="how-it-works">
      <Title id="how-it-works" order={2} ta="center" mb="lg">
        {intl.formatMessage(m.stepsTitle)}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {steps.map(({ key, icon: StepIcon, title, text }) => (
          <Paper key={key} withBorder p="lg">
            <ThemeIcon variant="light" size={40} radius="md" mb="sm">
              <StepIcon size={22} aria-hidden="true" />
            </ThemeIcon>
            <Title order={3} size="h4" mb={4}>
              {intl.formatMessage(title)}
            </Title>
            <Text size="sm">{intl.formatMessage(text)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
