import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { accountSecurityMessages, changePasswordSchema } from '../../../../shared/account-security';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { SectionCard } from '../../../components/section-card';
import { useChangePassword, useSignInMethods } from '../api';

/** Change password: the current one is required, and every other session ends. */
export function ChangePasswordSection() {
  const methods = useSignInMethods();
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });

  if (methods.data && !methods.data.password) {
    return (
      <SectionCard title="Change password" intro="You sign in with Google and have no Turnout password yet.">
        <Anchor component={Link} to="/forgot-password">
          Set a password by e-mail
        </Anchor>
      </SectionCard>
    );
  }

  const submit = form.onSubmit((values) => change.mutate(values, { onSuccess: () => form.reset() }));
  return (
    <SectionCard title="Change password" intro="Changing it signs you out on every other device.">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={change.error ? errorMessage(change.error) : null} />
          <FormAlert
            tone="info"
            message={change.isSuccess ? accountSecurityMessages.passwordChanged : null}
          />
          <TextInput
            label="Current password"
            type="password"
            required
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <TextInput
            label="New password"
            type="password"
            required
            autoComplete="new-password"
            description="At least 8 characters"
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
