import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useReportTimeZone } from '../features/notifications/use-report-time-zone';
import { useLiveUpdates } from '../live/use-live-updates';
import { NavDrawer } from './nav-drawer';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

/** The signed-in frame: top bar, side drawer, the screen, and the bottom tab bar (spec 000 §2). */
export function AppLayout() {
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
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <TabBar />
      </AppShell.Footer>
    </AppShell>
  );
}
