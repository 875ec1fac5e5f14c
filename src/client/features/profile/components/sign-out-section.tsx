import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSignOut } from '../../../shell/use-sign-out';

/** Sign Out, then /login (spec 000 §2). */
export function SignOutSection() {
  const signOut = useSignOut();
  return (
    <div>
      <Button variant="default" leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={signOut}>
        Sign Out
      </Button>
    </div>
  );
}
