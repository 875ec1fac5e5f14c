import { Button, Group } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { localTimeZone } from '../../../../shared/time';
import { SectionCard } from '../../../components/section-card';
import { useSignInMethods } from '../../../data/account-security';
import { useAuthSession } from '../../../data/session';
import { accountDataScreenMessages as m } from '../account-data-messages';
import { dataExportUrl } from '../api';
import { DeleteAccountModal } from './delete-account-modal';

/** Profile → Your data: everything the user made or is part of as one JSON file, and deleting the account. */
export function YourDataSection() {
  const intl = useIntl();
  const { user } = useAuthSession();
  const methods = useSignInMethods();
  const [deleting, setDeleting] = useState(false);
  return (
    <SectionCard title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <Group>
        <Button
          component="a"
          href={dataExportUrl(localTimeZone())}
          download
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
        >
          {intl.formatMessage(m.download)}
        </Button>
        <Button
          // red.9: the default red on white is below AA contrast for text.
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          // Unknown until the sign-in methods load: the dialog would not know what to ask for.
          disabled={!methods.data}
          onClick={() => setDeleting(true)}
        >
          {intl.formatMessage(m.deleteAccount)}
        </Button>
      </Group>
      <DeleteAccountModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        hasPassword={Boolean(methods.data?.password)}
        twoFactorEnabled={Boolean(user?.twoFactorEnabled)}
      />
    </SectionCard>
  );
}
