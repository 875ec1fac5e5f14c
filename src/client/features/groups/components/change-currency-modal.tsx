import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { groupMessages } from '../../../../shared/groups';
import { failureMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useChangeCurrency } from '../api';
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
      onError: (error) => setFailure(failureMessage(error, groupMessages.currencyFailed)),
    });
  };
  return (
    <Modal opened={opened} onClose={close} title="Group currency">
      <Stack>
        <Text size="sm">
          Every amount of the group is in this currency. It can change until the first expense.
        </Text>
        <FormAlert message={failure} />
        <CurrencySelect label="Currency" value={chosen} onChange={(value) => setChosen(value ?? currency)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={save} loading={change.isPending} disabled={chosen === currency}>
            Save currency
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
