import { Stack, Switch } from '@mantine/core';
import { useIntl } from 'react-intl';
import { MAIL_KINDS } from '../../../../shared/updates';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { kindMessages } from '../../../components/mail-kind-messages';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { useKnownText } from '../../../i18n/known-messages';
import { useMailSettings, useSetMailSetting } from '../api';
import { notificationsMessages as m } from '../notifications-messages';

/** Profile → Notifications: one switch per kind of e-mail; the Updates feed itself is always on. */
export function NotificationsSection() {
  const intl = useIntl();
  const say = useKnownText();
  const settings = useMailSettings();
  const setting = useSetMailSetting();
  const failure = settings.error ?? setting.error;
  return (
    <SectionCard title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <FormAlert message={failure ? say(errorMessage(failure)) : null} />
      {settings.isPending ? <PageLoader /> : null}
      {settings.data ? (
        <Stack gap="sm">
          {MAIL_KINDS.map((kind) => {
            const pending = setting.isPending && setting.variables?.kind === kind;
            return (
              <Switch
                key={kind}
                label={intl.formatMessage(kindMessages[kind].label)}
                description={intl.formatMessage(kindMessages[kind].description)}
                checked={pending ? setting.variables.enabled : settings.data.mail[kind]}
                disabled={pending}
                onChange={(event) => setting.mutate({ kind, enabled: event.currentTarget.checked })}
              />
            );
          })}
        </Stack>
      ) : null}
    </SectionCard>
  );
}
