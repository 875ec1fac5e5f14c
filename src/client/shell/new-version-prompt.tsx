/// <reference types="vite-plugin-pwa/react" />

import { useRegisterSW } from 'virtual:pwa-register/react';
import { Affix, Button, Notification } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterFirstScreen } from './after-first-screen';
import { shellMessages } from './shell-messages';

/** A tab left open all day still hears of a new version within the hour (browsers check only on navigations). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker once the first screen has settled (after-first-screen.ts): installing it
 * fetches the whole app to precache it (125 files, 1.6 MB), and beside the first screen it slowed it by a fifth
 * (decision 040). Then, when a new version of the app is waiting, says so with a Reload button (issue 23): the
 * app never changes under its user. Reload lets the waiting worker take over; the page then reloads once, on
 * the new version.
 */
export function NewVersionPrompt() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    void afterFirstScreen().then(() => setSettled(true));
  }, []);
  return settled ? <RegisteredWorker /> : null;
}

function RegisteredWorker() {
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
