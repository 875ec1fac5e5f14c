import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { Island } from '../islands';

/** The first screen: what Turnout is for, and the one-line waitlist sign-up. */
export function Hero() {
  return (
    <Stack component="section" align="center" gap="lg" ta="center" aria-labelledby="landing-title">
      <Title id="landing-title" order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
        Get your crew on the court
      </Title>
      <Text size="lg" maw={620}>
        Turnout is where your friend group plans the next game, sees who is coming, splits the cost and
        settles up, without the endless group-chat scroll.
      </Text>
      <Box w="100%" maw={460} ta="left">
        <Island name="waitlist-slim" />
      </Box>
      <Text size="sm">
        Have an invite code?{' '}
        <Anchor href="/register" underline="always">
          Create your account
        </Anchor>
      </Text>
    </Stack>
  );
}
