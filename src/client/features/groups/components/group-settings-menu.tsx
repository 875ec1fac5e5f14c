import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconCoins, IconPlayerPause, IconPlayerPlay, IconSettings, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { groupMessages, groupText } from '../../../../shared/groups';
import { failureMessage } from '../../../api';
import { openConfirm } from '../../../components/open-confirm';
import { useDeactivateGroup, useDeleteGroup, useReactivateGroup } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { groupsMessages, groupPageMessages as m } from '../groups-messages';
import { ChangeCurrencyModal } from './change-currency-modal';

interface GroupSettingsMenuProps {
  groupId: string;
  active: boolean;
  /** The group's currency, which an admin may change until the first expense. */
  currency: string;
  onFailure: (message: string | null) => void;
}

/** The admin's menu: the currency, deactivate or reactivate, and delete, each dangerous step confirmed first. */
export function GroupSettingsMenu({ groupId, active, currency, onFailure }: GroupSettingsMenuProps) {
  const intl = useIntl();
  const say = useKnownText();
  const navigate = useNavigate();
  const [choosingCurrency, setChoosingCurrency] = useState(false);
  const deactivate = useDeactivateGroup(groupId);
  const reactivate = useReactivateGroup(groupId);
  const deleteGroup = useDeleteGroup(groupId);
  const busy = deactivate.isPending || reactivate.isPending || deleteGroup.isPending;

  const confirmDeactivate = () =>
    openConfirm({
      title: intl.formatMessage(m.deactivateGroup),
      children: <Text size="sm">{intl.formatMessage(groupText.deactivateWarning)}</Text>,
      labels: {
        confirm: intl.formatMessage(m.deactivate),
        cancel: intl.formatMessage(groupsMessages.cancel),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        deactivate.mutate(undefined, {
          onError: (error) => onFailure(say(failureMessage(error, groupMessages.deactivateFailed))),
        });
      },
    });

  const reactivateNow = () => {
    onFailure(null);
    reactivate.mutate(undefined, {
      onError: (error) => onFailure(say(failureMessage(error, groupMessages.reactivateFailed))),
    });
  };

  const confirmDelete = () =>
    openConfirm({
      title: intl.formatMessage(m.deleteGroup),
      children: <Text size="sm">{intl.formatMessage(groupText.confirmDelete)}</Text>,
      labels: { confirm: intl.formatMessage(m.delete), cancel: intl.formatMessage(groupsMessages.cancel) },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        onFailure(null);
        deleteGroup.mutate(undefined, {
          onSuccess: () => navigate('/groups', { replace: true }),
          onError: (error) => onFailure(say(failureMessage(error, groupMessages.deleteFailed))),
        });
      },
    });

  return (
    <>
      <ChangeCurrencyModal
        groupId={groupId}
        currency={currency}
        opened={choosingCurrency}
        onClose={() => setChoosingCurrency(false)}
      />
      <Menu
        position="bottom-end"
        width={220}
        shadow="md"
        withinPortal={false}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={intl.formatMessage(m.settings)} loading={busy}>
            <IconSettings size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {active ? (
            <Menu.Item
              leftSection={<IconCoins size={16} aria-hidden="true" />}
              onClick={() => setChoosingCurrency(true)}
            >
              {intl.formatMessage(m.currencyItem, { currency })}
            </Menu.Item>
          ) : null}
          {active ? (
            <Menu.Item
              leftSection={<IconPlayerPause size={16} aria-hidden="true" />}
              onClick={confirmDeactivate}
            >
              {intl.formatMessage(m.deactivateGroup)}
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden="true" />} onClick={reactivateNow}>
              {intl.formatMessage(m.reactivateGroup)}
            </Menu.Item>
          )}
          <Menu.Item c="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={confirmDelete}>
            {intl.formatMessage(m.deleteGroup)}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
