import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { accountDataMessages, accountDataText, deleteAccountSchema } from '../../../../shared/account-data';
import { accountSecurityText } from '../../../../shared/account-security';
import { ApiError, errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { clearGateStorage } from '../../../data/gate-storage';
import { forgetSession } from '../../../data/session';
import { useKnownText } from '../../../i18n/known-messages';
import { accountDataScreenMessages as m } from '../account-data-messages';
import { useDeleteAccount } from '../api';

interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
  /** Whether the account has a password to confirm with (false: it signs in with Google only). */
  hasPassword: boolean;
  twoFactorEnabled: boolean;
}

/**
 * Delete my account: what goes and what stays, then the password (and a code from the authenticator app when
 * two-factor sign-in is on). A refusal — open balances with their amounts, a group left without an admin, a
 * wrong password — shows the server's words and deletes nothing. Once deleted, this tab forgets the session
 * and lands on sign-in with a note.
 */
export function DeleteAccountModal({
  opened,
  onClose,
  hasPassword,
  twoFactorEnabled,
}: DeleteAccountModalProps) {
  const intl = useIntl();
  const say = useKnownText();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? null : intl.formatMessage(accountSecurityText.passwordRequired)),
      code: (value) =>
        !twoFactorEnabled || deleteAccountSchema.shape.code.safeParse(value).success
          ? null
          : intl.formatMessage(accountSecurityText.totpCode),
    },
  });
  const close = () => {
    form.reset();
    remove.reset();
    onClose();
  };
  const submit = form.onSubmit(({ password, code }) =>
    remove.mutate(
      { password, ...(twoFactorEnabled ? { code } : {}) },
      {
        onSuccess: () => {
          forgetSession(accountDataMessages.deleted);
          clearGateStorage();
          navigate('/login', { replace: true });
          queryClient.clear();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            const fields = error.fields;
            form.setErrors(
              Object.fromEntries(Object.keys(fields).map((key) => [key, say(fields[key] ?? '')])),
            );
          }
        },
      },
    ),
  );
  const fieldError = remove.error instanceof ApiError && remove.error.fields;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={intl.formatMessage(m.deleteAccount)}
      centered
      closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }}
    >
      <Stack>
        <Text size="sm">{intl.formatMessage(m.explanation)}</Text>
        <Text size="sm">{intl.formatMessage(m.messagesKept)}</Text>
        {hasPassword ? (
          <form onSubmit={submit} noValidate>
            <Stack>
              <FormAlert message={remove.error && !fieldError ? say(errorMessage(remove.error)) : null} />
              <TextInput
                label={intl.formatMessage(m.password)}
                type="password"
                required
                autoComplete="current-password"
                data-autofocus
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              {twoFactorEnabled ? (
                <TextInput
                  label={intl.formatMessage(m.code)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  key={form.key('code')}
                  {...form.getInputProps('code')}
                />
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {intl.formatMessage(m.cancel)}
                </Button>
                <Button type="submit" color="red" loading={remove.isPending}>
                  {intl.formatMessage(m.confirm)}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack>
            <FormAlert tone="info" message={intl.formatMessage(accountDataText.passwordFirst)} />
            <Anchor component={Link} to="/forgot-password">
              {intl.formatMessage(m.setPassword)}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
