import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { MAIL_KIND_LABELS, MAIL_KINDS } from '../../../../shared/updates';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { usePushKinds, useSetPushKind, useThisDevicePush, useTurnOffPush, useTurnOnPush } from '../api';
import { pushDeviceMessages, pushSupport } from '../browser-push';

const UNSUPPORTED =
  'This browser cannot show push notifications. On iPhone and iPad, add Turnout to your Home Screen (Share → Add to Home Screen) and turn push on from there.';

/**
 * Profile → Notifications → Push: off until turned on for this device; then one switch per kind, as for
 * e-mail, which hold on every device where push is on.
 */
export function PushSection() {
  // Read once: the browser's abilities do not change while the page is open; permission is re-read below.
  const [support, setSupport] = useState(pushSupport);
  const available = support === 'available';
  const device = useThisDevicePush(available);
  const on = device.data?.subscribed === true;
  const kinds = usePushKinds(on);
  const setting = useSetPushKind();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const failure = device.error ?? kinds.error ?? setting.error ?? turnOn.error ?? turnOff.error;

  return (
    <SectionCard
      title="Push notifications"
      intro="Get the same kinds of news as e-mail as notifications on this device, even when Turnout is closed."
    >
      {support === 'unsupported' ? <FormAlert tone="info" message={UNSUPPORTED} /> : null}
      {support === 'blocked' ? <FormAlert tone="info" message={pushDeviceMessages.blocked} /> : null}
      <FormAlert message={failure ? errorMessage(failure) : null} />
      {available && device.isPending ? <PageLoader /> : null}
      {available && device.data && !on ? (
        <Group>
          <Button
            leftSection={<IconBell size={18} aria-hidden="true" />}
            loading={turnOn.isPending}
            onClick={() => turnOn.mutate(undefined, { onSettled: () => setSupport(pushSupport()) })}
          >
            Turn on push on this device
          </Button>
        </Group>
      ) : null}
      {on ? (
        <>
          <Text size="sm">Push is on for this device. Choose what comes as push on all your devices:</Text>
          {kinds.isPending ? <PageLoader /> : null}
          {kinds.data ? (
            <Stack gap="sm">
              {MAIL_KINDS.map((kind) => {
                const pending = setting.isPending && setting.variables?.kind === kind;
                return (
                  <Switch
                    key={kind}
                    label={MAIL_KIND_LABELS[kind].label}
                    description={MAIL_KIND_LABELS[kind].description}
                    aria-label={`Push: ${MAIL_KIND_LABELS[kind].label}`}
                    checked={pending ? setting.variables.enabled : kinds.data.push[kind]}
                    disabled={pending}
                    onChange={(event) => setting.mutate({ kind, enabled: event.currentTarget.checked })}
                  />
                );
              })}
            </Stack>
          ) : null}
          <Group>
            <Button
              variant="default"
              leftSection={<IconBellOff size={18} aria-hidden="true" />}
              loading={turnOff.isPending}
              onClick={() => turnOff.mutate()}
            >
              Turn off on this device
            </Button>
          </Group>
        </>
      ) : null}
    </SectionCard>
  );
}
