import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { useSignOut } from '../../../data/use-sign-out';
import { profileScreenMessages as m } from '../profile-messages';

/** Sign Out, then /login (spec 000 §2). */
export function SignOutSection() {
  const signOut = useSignOut();
  return (
    <div>
      <Button variant="default" leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={signOut}>
        <FormattedMessage {...m.signOut} />
      </Button>
    </div>
  );
}
