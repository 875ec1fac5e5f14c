import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import {
  useRevokeAllSessions,
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
} from '../../../data/account-security';
import { useAuthErrorText } from '../../../data/auth-errors';
import { clearGateStorage } from '../../../data/gate-storage';
import { forgetSession } from '../../../data/session';
import { useLocale } from '../../../i18n/locale-context';
import { sessionsMessages as m } from '../account-security-messages';

/**
 * The devices signed in to this account: sign out one, all others, or everywhere. The buttons say "End" so
 * that the page keeps a single "Sign Out" button (spec 000 §2, Profile).
 */
export function SessionsSection() {
  const intl = useIntl();
  const locale = useLocale();
  const when = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const errorText = useAuthErrorText();
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

  const deviceName = (s: { browser: string | null; os: string | null }) =>
    s.browser && s.os
      ? intl.formatMessage(m.device, { browser: s.browser, os: s.os })
      : (s.browser ?? s.os ?? intl.formatMessage(m.unknownDevice));

  const failure = revokeOne.error ?? revokeOthers.error ?? revokeAll.error ?? sessions.error;
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <SectionCard title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <FormAlert message={failure ? errorText(failure) : null} />
      {sessions.isPending ? <PageLoader /> : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((s) => (
          <Group key={s.id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{deviceName(s)}</Text>
                {s.current ? (
                  <Badge variant="filled" color="teal.9">
                    {intl.formatMessage(m.thisDevice)}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.lastActive, { when: when.format(new Date(s.lastActiveAt)) })}
                {s.ipAddress ? ` · ${s.ipAddress}` : ''}
              </Text>
            </div>
            {s.current ? null : (
              <Button
                variant="default"
                size="xs"
                aria-label={intl.formatMessage(m.endSessionOn, {
                  device: deviceName(s),
                  when: when.format(new Date(s.lastActiveAt)),
                })}
                loading={revokeOne.isPending && revokeOne.variables === s.id}
                onClick={() => revokeOne.mutate(s.id)}
              >
                {intl.formatMessage(m.endSession)}
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
          {intl.formatMessage(m.endOthers)}
        </Button>
        <Button color="red" loading={revokeAll.isPending} onClick={signOutEverywhere}>
          {intl.formatMessage(m.endEvery)}
        </Button>
      </Group>
    </SectionCard>
  );
}
