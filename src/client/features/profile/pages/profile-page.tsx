import { Avatar, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { initialsOf } from '../../../../shared/auth';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useSignOut } from '../../../shell/use-sign-out';
import { AccountSecuritySections } from '../../account-security/components/account-security-sections';
import { FinancialSummary } from '../../settle/components/financial-summary';
import { useMe } from '../api';

/** 'Your Information', the Financial Summary and Sign Out; the editable profile comes with a later issue. */
export function ProfilePage() {
  const me = useMe();
  const signOut = useSignOut();

  return (
    <Container size="sm" py="md">
      <PageHeader title="Profile" />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Title order={2} size="h3" mb="md">
            Your Information
          </Title>
          {me.isPending ? <PageLoader /> : null}
          {me.error ? <FormAlert message={errorMessage(me.error)} /> : null}
          {me.data ? (
            <Group wrap="nowrap">
              <Avatar variant="filled" color="indigo" radius="xl" size="lg">
                {initialsOf(me.data.profile.fullName, me.data.profile.email)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{me.data.profile.fullName || 'User'}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {me.data.profile.email}
                </Text>
              </div>
            </Group>
          ) : null}
        </Paper>
        <FinancialSummary />
        <AccountSecuritySections />
        <div>
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={signOut}
          >
            Sign Out
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
