import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { accountSecurityText, changePasswordSchema } from '../../../../shared/account-security';
import { FormAlert } from '../../../components/form-alert';
import { SectionCard } from '../../../components/section-card';
import { useChangePassword, useSignInMethods } from '../../../data/account-security';
import { useAuthErrorText } from '../../../data/auth-errors';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { changePasswordMessages as m } from '../account-security-messages';

/** Change password: the current one is required, and every other session ends. */
export function ChangePasswordSection() {
  const intl = useIntl();
  const say = useKnownText();
  const errorText = useAuthErrorText();
  const methods = useSignInMethods();
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: localizedResolver(changePasswordSchema, say),
  });

  const title = intl.formatMessage(m.title);
  if (methods.data && !methods.data.password) {
    return (
      <SectionCard title={title} intro={intl.formatMessage(m.googleOnly)}>
        <Anchor component={Link} to="/forgot-password">
          {intl.formatMessage(m.setByEmail)}
        </Anchor>
      </SectionCard>
    );
  }

  const submit = form.onSubmit((values) => change.mutate(values, { onSuccess: () => form.reset() }));
  return (
    <SectionCard title={title} intro={intl.formatMessage(m.intro)}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={change.error ? errorText(change.error) : null} />
          <FormAlert
            tone="info"
            message={change.isSuccess ? intl.formatMessage(accountSecurityText.passwordChanged) : null}
          />
          <TextInput
            label={intl.formatMessage(m.current)}
            type="password"
            required
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <TextInput
            label={intl.formatMessage(m.new)}
            type="password"
            required
            autoComplete="new-password"
            description={intl.formatMessage(m.newHint)}
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {intl.formatMessage(m.submit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
