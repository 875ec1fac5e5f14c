import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useAuthSession } from '../features/auth/session';
import { useReportTimeZone } from '../features/notifications/use-report-time-zone';
import { useLiveUpdates } from '../live/use-live-updates';
import { OfflineBanner } from '../offline/offline-banner';
import { OfflineData } from '../offline/offline-data';
import { NavDrawer } from './nav-drawer';
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

/** The signed-in frame: top bar, side drawer, the screen, and the bottom tab bar (spec 000 §2). */
export function AppFrame() {
  const [drawerOpened, drawer] = useDisclosure(false);
  useLiveUpdates();
  useReportTimeZone();

  return (
    <AppShell header={{ height: 60 }} footer={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <TopBar navigationOpened={drawerOpened} onOpenNavigation={drawer.open} />
      </AppShell.Header>
      <NavDrawer opened={drawerOpened} onClose={drawer.close} />
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
