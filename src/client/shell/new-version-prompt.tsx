/// <reference types="vite-plugin-pwa/react" />

import { useRegisterSW } from 'virtual:pwa-register/react';
import { Affix, Button, Notification } from '@mantine/core';
import { useState } from 'react';

/** A tab left open all day still hears of a new version within the hour (browsers check only on navigations). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version of the app is waiting, says so with a Reload button
 * (issue 23): the app never changes under its user. Reload lets the waiting worker take over; the page then
 * reloads once, on the new version. Registration waits for the page's load event, so precaching the app does
 * not compete with the first screen for a slow connection.
 */
export function NewVersionPrompt() {
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: false,
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
      <Notification title="A new version is available" withCloseButton={false} maw={420} w="100%">
        <Button
          mt="xs"
          size="xs"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void updateServiceWorker();
          }}
        >
          Reload
        </Button>
      </Notification>
    </Affix>
  );
}
