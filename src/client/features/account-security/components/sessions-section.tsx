import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { clearGateStorage } from '../../auth/gate-storage';
import { forgetSession } from '../../auth/session';
import { useRevokeAllSessions, useRevokeOtherSessions, useRevokeSession, useSessions } from '../api';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The devices signed in to this account: sign out one, all others, or everywhere. The buttons say "End" so
 * that the page keeps a single "Sign Out" button (spec 000 §2, Profile).
 */
export function SessionsSection() {
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeAllSessions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOutEverywhere = () =>
    revokeAll.mutate(undefined, {
      onSuccess: () => {
        forgetSession();
        clearGateStorage();
        navigate('/login', { replace: true });
        queryClient.clear();
      },
    });

  const failure = revokeOne.error ?? revokeOthers.error ?? revokeAll.error ?? sessions.error;
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <SectionCard
      title="Sessions"
      intro="Devices where you are signed in to Turnout. Ending a session signs that device out; ending every session signs you out here too."
    >
      <FormAlert message={failure ? errorMessage(failure) : null} />
      {sessions.isPending ? <PageLoader /> : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((s) => (
          <Group key={s.id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{s.device}</Text>
                {s.current ? (
                  <Badge variant="filled" color="teal.9">
                    This device
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                Last active {when.format(new Date(s.lastActiveAt))}
                {s.ipAddress ? ` · ${s.ipAddress}` : ''}
              </Text>
            </div>
            {s.current ? null : (
              <Button
                variant="default"
                size="xs"
                aria-label={`End session on ${s.device}, last active ${when.format(new Date(s.lastActiveAt))}`}
                loading={revokeOne.isPending && revokeOne.variables === s.id}
                onClick={() => revokeOne.mutate(s.id)}
              >
                End session
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <Group>
        <Button
          variant="default"
          disabled={others === 0}
          loading={revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          End all other sessions
        </Button>
        <Button color="red" loading={revokeAll.isPending} onClick={signOutEverywhere}>
          End every session
        </Button>
      </Group>
    </SectionCard>
  );
}
