import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import { defineMessages, type Message } from '../../../../shared/i18n/define';

/** The ways to pay beyond Venmo and Zelle as the form holds them: '' for none. */
export interface PayWayValues {
  paypalMe: string;
  revolutUsername: string;
  cashtag: string;
  upiId: string;
  pixKey: string;
  bankHolder: string;
  iban: string;
}

export const payWayValues = (profile: { [K in keyof PayWayValues]: string | null }): PayWayValues => ({
  paypalMe: profile.paypalMe ?? '',
  revolutUsername: profile.revolutUsername ?? '',
  cashtag: profile.cashtag ?? '',
  upiId: profile.upiId ?? '',
  pixKey: profile.pixKey ?? '',
  bankHolder: profile.bankHolder ?? '',
  iban: profile.iban ?? '',
});

const m = defineMessages({
  legend: { id: 'profile.payWays.legend', defaultMessage: 'Other ways to be paid' },
  paypalMe: { id: 'profile.payWays.paypalMe', defaultMessage: 'PayPal.me name' },
  paypalMeExample: { id: 'profile.payWays.paypalMeExample', defaultMessage: 'paypal.me/name' },
  revolut: { id: 'profile.payWays.revolut', defaultMessage: 'Revolut username' },
  revolutExample: { id: 'profile.payWays.revolutExample', defaultMessage: '@username' },
  cashtag: { id: 'profile.payWays.cashtag', defaultMessage: 'Cash App $cashtag' },
  cashtagExample: { id: 'profile.payWays.cashtagExample', defaultMessage: '$cashtag' },
  usdOnly: { id: 'profile.payWays.usdOnly', defaultMessage: 'US dollars only' },
  upi: { id: 'profile.payWays.upi', defaultMessage: 'UPI ID' },
  upiExample: { id: 'profile.payWays.upiExample', defaultMessage: 'name@bank' },
  inrOnly: { id: 'profile.payWays.inrOnly', defaultMessage: 'Indian rupees only' },
  pix: { id: 'profile.payWays.pix', defaultMessage: 'Pix key' },
  pixExample: {
    id: 'profile.payWays.pixExample',
    defaultMessage: 'CPF, CNPJ, e-mail, +55 phone or random key',
  },
  brlOnly: { id: 'profile.payWays.brlOnly', defaultMessage: 'Brazilian reais only' },
  bankHolder: { id: 'profile.payWays.bankHolder', defaultMessage: 'Account holder' },
  bankHolderExample: { id: 'profile.payWays.bankHolderExample', defaultMessage: 'Name on the account' },
  iban: { id: 'profile.payWays.iban', defaultMessage: 'IBAN' },
  ibanHint: {
    id: 'profile.payWays.ibanHint',
    defaultMessage: 'Euro payments get a QR code for banking apps',
  },
});

/** A field of the form: its label, what it looks like, and a hint where the id's form is not obvious. */
const FIELDS: { name: keyof PayWayValues; label: Message; placeholder: Message; description?: Message }[] = [
  { name: 'paypalMe', label: m.paypalMe, placeholder: m.paypalMeExample },
  { name: 'revolutUsername', label: m.revolut, placeholder: m.revolutExample },
  { name: 'cashtag', label: m.cashtag, placeholder: m.cashtagExample, description: m.usdOnly },
  { name: 'upiId', label: m.upi, placeholder: m.upiExample, description: m.inrOnly },
  { name: 'pixKey', label: m.pix, placeholder: m.pixExample, description: m.brlOnly },
];

/**
 * Other ways to be paid: Settle Up offers each to the people who owe this person, in the currencies it can
 * carry. A bank account is the holder's name and the IBAN together.
 */
export function PayWaysFields<Values extends PayWayValues>({ form }: { form: UseFormReturnType<Values> }) {
  const intl = useIntl();
  const say = (message: Message | undefined) => (message ? intl.formatMessage(message) : undefined);
  const input = (name: keyof PayWayValues) => ({ ...form.getInputProps(name), autoComplete: 'off' });
  return (
    <Fieldset legend={say(m.legend)} variant="unstyled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {FIELDS.map(({ name, label, placeholder, description }) => (
            <TextInput
              key={form.key(name)}
              {...input(name)}
              label={say(label)}
              placeholder={say(placeholder)}
              description={say(description)}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            key={form.key('bankHolder')}
            {...input('bankHolder')}
            label={say(m.bankHolder)}
            placeholder={say(m.bankHolderExample)}
          />
          <TextInput
            key={form.key('iban')}
            {...input('iban')}
            label={say(m.iban)}
            // i18n-ignore: an example IBAN reads the same in every language.
            placeholder="DE89 3704 0044 0532 0130 00"
            description={say(m.ibanHint)}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
