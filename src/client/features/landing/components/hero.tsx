import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Island } from '../islands';
import { landingMessages } from '../landing-messages';

/** The first screen: what Turnout is for, and the one-line waitlist sign-up. */
export function Hero() {
  const intl = useIntl();
  return (
    <Stack component="section" align="center" gap="lg" ta="center" aria-labelledby="landing-title">
      <Title id="landing-title" order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
        {intl.formatMessage(landingMessages.heroTitle)}
      </Title>
      <Text size="lg" maw={620}>
        {intl.formatMessage(landingMessages.heroText)}
      </Text>
      <Box w="100%" maw={460} ta="left">
        <Island name="waitlist-slim" />
      </Box>
      <Text size="sm">
        {intl.formatMessage(landingMessages.haveInviteCode)}{' '}
        <Anchor href="/register" underline="always">
          {intl.formatMessage(landingMessages.createYourAccount)}
        </Anchor>
      </Text>
    </Stack>
  );
}
