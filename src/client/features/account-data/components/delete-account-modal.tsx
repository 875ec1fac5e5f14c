import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { accountDataMessages, deleteAccountSchema } from '../../../../shared/account-data';
import { ApiError, errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { clearGateStorage } from '../../auth/gate-storage';
import { forgetSession } from '../../auth/session';
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
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', code: '' },
    validate: {
      password: (value) => (value ? null : accountDataMessages.passwordRequired),
      code: (value) =>
        !twoFactorEnabled || deleteAccountSchema.shape.code.safeParse(value).success
          ? null
          : accountDataMessages.codeRequired,
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
          if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
        },
      },
    ),
  );
  const fieldError = remove.error instanceof ApiError && remove.error.fields;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete my account"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm">
          This signs you out everywhere and removes your profile, your answers to games still to come and the
          photos you added. Expenses and payments you shared stay for the others, shown as “Former member”.
          This cannot be undone.
        </Text>
        {hasPassword ? (
          <form onSubmit={submit} noValidate>
            <Stack>
              <FormAlert message={remove.error && !fieldError ? errorMessage(remove.error) : null} />
              <TextInput
                label="Password"
                type="password"
                required
                autoComplete="current-password"
                data-autofocus
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              {twoFactorEnabled ? (
                <TextInput
                  label="Code from your authenticator app"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  key={form.key('code')}
                  {...form.getInputProps('code')}
                />
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" color="red" loading={remove.isPending}>
                  Delete my account
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack>
            <FormAlert tone="info" message={accountDataMessages.passwordFirst} />
            <Anchor component={Link} to="/forgot-password">
              Set a password by e-mail
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
