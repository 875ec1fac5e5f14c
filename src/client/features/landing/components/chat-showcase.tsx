import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CREATE_GAME_CLAIM_SECONDS } from '../../../../shared/landing';
import { Island } from '../islands';

/** The sample chat beside the claim that creating a game can take under 4.3 seconds (spec 000 §2). */
export function ChatShowcase() {
  return (
    <SimpleGrid component="section" cols={{ base: 1, sm: 2 }} spacing="xl" aria-labelledby="chat-showcase">
      <Stack justify="center" gap="md">
        <Title id="chat-showcase" order={2}>
          From “anyone up for Saturday?” to booked
        </Title>
        <Text>
          Start a poll from a preset like Sat 8am, let everyone answer, and book once enough people say yes.
          Turnout keeps the plan, the headcount and the bill in one place.
        </Text>
        <Text fw={700} fz="lg">
          Creating a game can take under {CREATE_GAME_CLAIM_SECONDS} seconds.
        </Text>
      </Stack>
      <Island name="sample-chat" />
    </SimpleGrid>
  );
}
