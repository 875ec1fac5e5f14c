import '../landing.css';
import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../components/use-page-title';
import { ChatShowcase } from '../components/chat-showcase';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LandingHeader } from '../components/landing-header';
import { Island } from '../islands';

export const LANDING_TITLE = 'Plan games with your friends';

/**
 * The public front door (spec 000 §2): hero, sample chat, the 4.3-second claim and the waitlist. It is
 * served pre-rendered with a bundle of its own (`landing.html`), and rendered by the app on client-side
 * visits to `/`; so it uses no router and no app state.
 */
export function LandingPage() {
  usePageTitle(LANDING_TITLE);
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
                Join the waitlist
              </Title>
              <Text mb="md">Tell us what your group plays and we will let you know when a spot opens.</Text>
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
          <Text size="sm">Turnout · plan, RSVP, split, settle</Text>
          <Anchor href="/login" size="sm">
            Sign in
          </Anchor>
          <Anchor href="/register" size="sm">
            Create account
          </Anchor>
        </Group>
      </Box>
    </Box>
  );
}
