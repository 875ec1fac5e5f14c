import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { groupMessages } from '../../../../shared/groups';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useChangeCurrency } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { createGroupMessages, groupsMessages, groupPageMessages as m } from '../groups-messages';
import { CurrencySelect } from './currency-select';

interface ChangeCurrencyModalProps {
  groupId: string;
  currency: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The admin's choice of the group's currency. The server refuses it once the group has an expense (the
 * amounts recorded would change meaning), and the dialog says so.
 */
export function ChangeCurrencyModal({ groupId, currency, opened, onClose }: ChangeCurrencyModalProps) {
  const intl = useIntl();
  const say = useKnownText();
  const change = useChangeCurrency(groupId);
  const [chosen, setChosen] = useState(currency);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    setChosen(currency);
    onClose();
  };
  const save = () => {
    setFailure(null);
    change.mutate(chosen, {
      onSuccess: close,
      onError: (error) => setFailure(say(failureMessage(error, groupMessages.currencyFailed))),
    });
  };
  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage(m.currencyTitle)}>
      <Stack>
        <Text size="sm">{intl.formatMessage(m.currencyExplanation)}</Text>
        <FormAlert message={failure} />
        <CurrencySelect
          label={intl.formatMessage(createGroupMessages.currencyLabel)}
          value={chosen}
          onChange={(value) => setChosen(value ?? currency)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {intl.formatMessage(groupsMessages.cancel)}
          </Button>
          <Button onClick={save} loading={change.isPending} disabled={chosen === currency}>
            {intl.formatMessage(m.saveCurrency)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
