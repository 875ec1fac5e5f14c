/// <reference types="vite-plugin-pwa/react" />

import { useRegisterSW } from 'virtual:pwa-register/react';
import { Affix, Button, Notification } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shellMessages } from './shell-messages';

/** A tab left open all day still hears of a new version within the hour (browsers check only on navigations). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the service worker; when a new version waits, says so with a Reload button (new-version-prompt.tsx). */
export default function RegisteredWorker() {
  const [reloading, setReloading] = useState(false);
  const intl = useIntl();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // Offline, or the server restarting: the next check will do.
      setInterval(() => registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    // Above the phone tab bar (64 px), clear of the screen's own controls.
    <Affix
      position={{ bottom: 80, right: 16, left: 16 }}
      style={{ display: 'flex', justifyContent: 'center' }}
    >
      <Notification
        title={intl.formatMessage(shellMessages.newVersion)}
        withCloseButton={false}
        maw={420}
        w="100%"
      >
        <Button
          mt="xs"
          size="xs"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void updateServiceWorker();
          }}
        >
          <FormattedMessage {...shellMessages.reload} />
        </Button>
      </Notification>
    </Affix>
  );
}
