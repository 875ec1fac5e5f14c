import { Button, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconCircleCheck, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { aboutMessages } from '../about-messages';

const points = [
  { icon: IconUsers, message: aboutMessages.groups },
  { icon: IconMapPin, message: aboutMessages.places },
  { icon: IconCalendarEvent, message: aboutMessages.polls },
  { icon: IconCash, message: aboutMessages.expenses },
  { icon: IconCircleCheck, message: aboutMessages.settleUp },
];

export function AboutPage() {
  const intl = useIntl();
  return (
    <Container size="sm" py="md">
      <PageHeader title={intl.formatMessage(aboutMessages.title)} />
      <Stack gap="lg">
        <Text>{intl.formatMessage(aboutMessages.intro)}</Text>
        <Title order={2} size="h3">
          {intl.formatMessage(aboutMessages.whatYouCanDo)}
        </Title>
        <List spacing="sm" center>
          {points.map(({ icon: PointIcon, message }) => (
            <List.Item
              key={message.id}
              icon={
                <ThemeIcon variant="light" radius="xl" size={28}>
                  <PointIcon size={16} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              {intl.formatMessage(message)}
            </List.Item>
          ))}
        </List>
        <Text>{intl.formatMessage(aboutMessages.comingSoon)}</Text>
        <div>
          <Button component={Link} to="/groups" size="md">
            {intl.formatMessage(aboutMessages.createFirstGroup)}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
