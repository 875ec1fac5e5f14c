import { Stack, Switch } from '@mantine/core';
import { MAIL_KIND_LABELS, MAIL_KINDS } from '../../../../shared/updates';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { useMailSettings, useSetMailSetting } from '../api';

/** Profile → Notifications: one switch per kind of e-mail; the Updates feed itself is always on. */
export function NotificationsSection() {
  const settings = useMailSettings();
  const setting = useSetMailSetting();
  const failure = settings.error ?? setting.error;
  return (
    <SectionCard
      title="Notifications"
      intro="Everything shows in Updates. Choose which of it also comes by e-mail."
    >
      <FormAlert message={failure ? errorMessage(failure) : null} />
      {settings.isPending ? <PageLoader /> : null}
      {settings.data ? (
        <Stack gap="sm">
          {MAIL_KINDS.map((kind) => {
            const pending = setting.isPending && setting.variables?.kind === kind;
            return (
              <Switch
                key={kind}
                label={MAIL_KIND_LABELS[kind].label}
                description={MAIL_KIND_LABELS[kind].description}
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
