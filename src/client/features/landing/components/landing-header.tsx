import { Anchor, Box, Group } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Island } from '../islands';
import { landingMessages } from '../landing-messages';
import { LanguageSwitch } from './language-switch';

/**
 * The landing page's own header. Plain links, not the router's: the landing page is also served on its own,
 * without the app (and its router) loaded.
 */
export function LandingHeader() {
  const intl = useIntl();
  return (
    <Box
      component="header"
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" maw={1100} mx="auto">
        <Anchor href="/" underline="never" c="var(--mantine-color-bright)" fw={800} fz="xl">
          <Group gap={6} wrap="nowrap" component="span">
            <IconUsersGroup size={26} color="var(--mantine-primary-color-filled)" aria-hidden="true" />
            Turnout
          </Group>
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <Anchor href="/login" fw={600}>
            {intl.formatMessage(landingMessages.signIn)}
          </Anchor>
          <LanguageSwitch />
          <Island name="color-scheme" />
        </Group>
      </Group>
    </Box>
  );
}
