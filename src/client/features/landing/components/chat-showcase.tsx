import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { CREATE_GAME_CLAIM_SECONDS } from '../../../../shared/landing';
import { Island } from '../islands';
import { landingMessages } from '../landing-messages';

/** The sample chat beside the claim that creating a game can take under 4.3 seconds (spec 000 §2). */
export function ChatShowcase() {
  const intl = useIntl();
  return (
    <SimpleGrid component="section" cols={{ base: 1, sm: 2 }} spacing="xl" aria-labelledby="chat-showcase">
      <Stack justify="center" gap="md">
        <Title id="chat-showcase" order={2}>
          {intl.formatMessage(landingMessages.showcaseTitle)}
        </Title>
        <Text>{intl.formatMessage(landingMessages.showcaseText)}</Text>
        <Text fw={700} fz="lg">
          {intl.formatMessage(landingMessages.claim, { seconds: CREATE_GAME_CLAIM_SECONDS })}
        </Text>
      </Stack>
      <Island name="sample-chat" />
    </SimpleGrid>
  );
}
