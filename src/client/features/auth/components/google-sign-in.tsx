import { Button, Stack } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authMessages } from '../../../../shared/auth';
import { ApiError } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { statusQuery } from '../../status/api';
import { useSignInWithGoogle } from '../auth-actions';
import { featureOffMessages } from '../messages';
import { useReturnTo } from '../return-to';

/** "Continue with Google": starts the OAuth redirect only when the server has Google configured. */
export function GoogleSignIn({ failed = false }: { failed?: boolean }) {
  const queryClient = useQueryClient();
  const google = useSignInWithGoogle(useReturnTo() ?? '/dashboard');
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const start = async () => {
    setNotice(null);
    setChecking(true);
    const status = await queryClient.ensureQueryData(statusQuery).catch(() => null);
    setChecking(false);
    if (!status) {
      setNotice(authMessages.googleFailed);
    } else if (!status.features.google) {
      setNotice(featureOffMessages.google);
    } else {
      google.mutate(undefined, {
        onError: (error) => setNotice(error instanceof ApiError ? error.message : authMessages.googleFailed),
      });
    }
  };

  return (
    <Stack gap="xs">
      <FormAlert
        message={notice ?? (failed ? authMessages.googleFailed : null)}
        tone={notice === featureOffMessages.google ? 'info' : 'error'}
      />
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
        loading={checking || google.isPending}
        onClick={start}
      >
        Continue with Google
      </Button>
    </Stack>
  );
}
