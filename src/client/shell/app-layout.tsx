import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuthSession } from '../data/session';
import { useReportTimeZone } from '../features/notifications/use-report-time-zone';
import { useAccountLanguage } from '../i18n/use-account-language';
import { useLiveUpdates } from '../live/use-live-updates';
import { OfflineBanner } from '../offline/offline-banner';
import { OfflineData } from '../offline/offline-data';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

/** The signed-in app, on the data its user's device kept (RequireAuth renders it only with a user). */
export function AppLayout() {
  const { user } = useAuthSession();
  if (!user) return null;
  return (
    <OfflineData user={user}>
      <AppFrame />
    </OfflineData>
  );
}

// The side menu's code (Mantine's Drawer, its focus trap and scroll lock) is not on the first screen's path
// (issue 23's JS budget): pointing at or focusing the menu button fetches it, and the first press shows it.
const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(async () => ({ default: (await loadDrawer()).NavDrawer }));

/** The signed-in frame: top bar, side drawer, the screen, and the bottom tab bar (spec 000 §2). */
export function AppFrame() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  useLiveUpdates();
  useReportTimeZone();
  useAccountLanguage();

  return (
    <AppShell header={{ height: 60 }} footer={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <TopBar
          navigationOpened={drawerOpened}
          onOpenNavigation={() => {
            setDrawerWanted(true);
            drawer.open();
          }}
          onNavigationWanted={() => void loadDrawer()}
        />
      </AppShell.Header>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      ) : null}
      <AppShell.Main>
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <TabBar />
      </AppShell.Footer>
    </AppShell>
  );
}
