import { Container, Tabs } from '@mantine/core';
import { IconBallTennis, IconMapPin, IconUsersGroup } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ADMIN_TABS, type AdminTab } from '../../../../shared/admin';
import { PageHeader } from '../../../components/page-header';
import { useServerStatus } from '../../../data/status';
import { adminScreenMessages as messages } from '../admin-messages';
import { AdminGamesTab } from '../components/admin-games-tab';
import { AdminGroupsTab } from '../components/admin-groups-tab';
import { AdminPlacesTab } from '../components/admin-places-tab';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tab and group filter live in the address (?tab=&group=), so Back and a reload keep them. */
function useAdminView() {
  const [params, setParams] = useSearchParams();
  const tab = ADMIN_TABS.find((t) => t === params.get('tab')) ?? 'groups';
  const group = params.get('group');
  const groupId = group && UUID.test(group) ? group : undefined;
  const show = (next: { tab: AdminTab; groupId?: string }) => {
    const search = new URLSearchParams();
    if (next.tab !== 'groups') search.set('tab', next.tab);
    if (next.groupId) search.set('group', next.groupId);
    setParams(search, { replace: true });
  };
  return { tab, groupId, show };
}

/**
 * Admin Dashboard (spec 000 §2): Groups, Games and Places tabs. Everyone may open it from the menu; the
 * server decides what each list holds.
 */
export function AdminPage() {
  const intl = useIntl();
  const { tab, groupId, show } = useAdminView();
  const status = useServerStatus();
  const onGroupChange = (next: string | undefined) => show({ tab, groupId: next });
  return (
    <Container size="md" py="md">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        description={
          status.data ? intl.formatMessage(messages.version, { version: status.data.version }) : null
        }
      />
      {/* A new tab starts unfiltered: the two filters offer different groups. */}
      <Tabs
        value={tab}
        onChange={(next) => show({ tab: (next as AdminTab | null) ?? 'groups' })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="groups" leftSection={<IconUsersGroup size={16} aria-hidden="true" />}>
            {intl.formatMessage(messages.groupsTab)}
          </Tabs.Tab>
          <Tabs.Tab value="games" leftSection={<IconBallTennis size={16} aria-hidden="true" />}>
            {intl.formatMessage(messages.gamesTab)}
          </Tabs.Tab>
          <Tabs.Tab value="places" leftSection={<IconMapPin size={16} aria-hidden="true" />}>
            {intl.formatMessage(messages.placesTab)}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="groups">
          <AdminGroupsTab />
        </Tabs.Panel>
        <Tabs.Panel value="games">
          <AdminGamesTab groupId={groupId} onGroupChange={onGroupChange} />
        </Tabs.Panel>
        <Tabs.Panel value="places">
          <AdminPlacesTab groupId={groupId} onGroupChange={onGroupChange} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
