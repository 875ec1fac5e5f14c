import '../landing.css';
import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../../components/use-page-title';
import { ChatShowcase } from '../components/chat-showcase';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LandingHeader } from '../components/landing-header';
import { Island } from '../islands';
import { landingMessages } from '../landing-messages';

/**
 * The public front door (spec 000 §2): hero, sample chat, the 4.3-second claim and the waitlist. It is
 * served pre-rendered with a bundle of its own (`landing.html`), and rendered by the app on client-side
 * visits to `/`; so it uses no router and no app state.
 */
export function LandingPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(landingMessages.title));
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <LandingHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Container size="md" py={{ base: 'xl', sm: 64 }}>
          <Stack gap={64}>
            <Hero />
            <HowItWorks />
            <ChatShowcase />
            <Paper
              component="section"
              withBorder
              p={{ base: 'lg', sm: 'xl' }}
              aria-labelledby="join-waitlist"
            >
              <Title id="join-waitlist" order={2} mb="xs">
                {intl.formatMessage(landingMessages.joinTitle)}
              </Title>
              <Text mb="md">{intl.formatMessage(landingMessages.joinText)}</Text>
              <Island name="waitlist" />
            </Paper>
          </Stack>
        </Container>
      </Box>
      <Box
        component="footer"
        px="md"
        py="lg"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="center" gap="lg">
          <Text size="sm">{intl.formatMessage(landingMessages.footerTagline)}</Text>
          <Anchor href="/login" size="sm">
            {intl.formatMessage(landingMessages.signIn)}
          </Anchor>
          <Anchor href="/register" size="sm">
            {intl.formatMessage(landingMessages.createAccount)}
          </Anchor>
        </Group>
      </Box>
    </Box>
  );
}
