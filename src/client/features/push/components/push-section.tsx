import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Message } from '../../../../shared/i18n/define';
import { MAIL_KINDS } from '../../../../shared/updates';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { kindMessages } from '../../../components/mail-kind-messages';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { pushDeviceText, pushSupport } from '../../../data/browser-push';
import { useKnownText } from '../../../i18n/known-messages';
import { usePushKinds, useSetPushKind, useThisDevicePush, useTurnOffPush, useTurnOnPush } from '../api';
import { pushMessages as m } from '../push-messages';

const deviceText = new Map<string, Message>(
  Object.values(pushDeviceText).map((message) => [message.defaultMessage, message]),
);

/** A failure in the viewer's language: this browser's own refusals, or the API's known messages. */
function useFailureText(): (text: string) => string {
  const intl = useIntl();
  const say = useKnownText();
  return useCallback(
    (text: string) => {
      const message = deviceText.get(text);
      return message ? intl.formatMessage(message) : say(text);
    },
    [intl, say],
  );
}

/**
 * Profile → Notifications → Push: off until turned on for this device; then one switch per kind, as for
 * e-mail, which hold on every device where push is on.
 */
export function PushSection() {
  const intl = useIntl();
  const sayFailure = useFailureText();
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
    <SectionCard title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      {support === 'unsupported' ? (
        <FormAlert tone="info" message={intl.formatMessage(m.unsupported)} />
      ) : null}
      {support === 'blocked' ? (
        <FormAlert tone="info" message={intl.formatMessage(pushDeviceText.blocked)} />
      ) : null}
      <FormAlert message={failure ? sayFailure(errorMessage(failure)) : null} />
      {available && device.isPending ? <PageLoader /> : null}
      {available && device.data && !on ? (
        <Group>
          <Button
            leftSection={<IconBell size={18} aria-hidden="true" />}
            loading={turnOn.isPending}
            onClick={() => turnOn.mutate(undefined, { onSettled: () => setSupport(pushSupport()) })}
          >
            {intl.formatMessage(m.turnOn)}
          </Button>
        </Group>
      ) : null}
      {on ? (
        <>
          <Text size="sm">{intl.formatMessage(m.isOn)}</Text>
          {kinds.isPending ? <PageLoader /> : null}
          {kinds.data ? (
            <Stack gap="sm">
              {MAIL_KINDS.map((kind) => {
                const pending = setting.isPending && setting.variables?.kind === kind;
                return (
                  <Switch
                    key={kind}
                    label={intl.formatMessage(kindMessages[kind].label)}
                    description={intl.formatMessage(kindMessages[kind].description)}
                    aria-label={intl.formatMessage(m.kindSwitch, {
                      kind: intl.formatMessage(kindMessages[kind].label),
                    })}
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
              {intl.formatMessage(m.turnOff)}
            </Button>
          </Group>
        </>
      ) : null}
    </SectionCard>
  );
}
