import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

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

/** A field of the form: its label, what it looks like, and a hint where the id's form is not obvious. */
const FIELDS: { name: keyof PayWayValues; label: string; placeholder: string; description?: string }[] = [
  { name: 'paypalMe', label: 'PayPal.me name', placeholder: 'paypal.me/name' },
  { name: 'revolutUsername', label: 'Revolut username', placeholder: '@username' },
  { name: 'cashtag', label: 'Cash App $cashtag', placeholder: '$cashtag', description: 'US dollars only' },
  { name: 'upiId', label: 'UPI ID', placeholder: 'name@bank', description: 'Indian rupees only' },
  {
    name: 'pixKey',
    label: 'Pix key',
    placeholder: 'CPF, CNPJ, e-mail, +55 phone or random key',
    description: 'Brazilian reais only',
  },
];

/**
 * Other ways to be paid: Settle Up offers each to the people who owe this person, in the currencies it can
 * carry. A bank account is the holder's name and the IBAN together.
 */
export function PayWaysFields<Values extends PayWayValues>({ form }: { form: UseFormReturnType<Values> }) {
  const input = (name: keyof PayWayValues) => ({ ...form.getInputProps(name), autoComplete: 'off' });
  return (
    <Fieldset legend="Other ways to be paid" variant="unstyled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {FIELDS.map(({ name, label, placeholder, description }) => (
            <TextInput
              key={form.key(name)}
              {...input(name)}
              label={label}
              placeholder={placeholder}
              description={description}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            key={form.key('bankHolder')}
            {...input('bankHolder')}
            label="Account holder"
            placeholder="Name on the account"
          />
          <TextInput
            key={form.key('iban')}
            {...input('iban')}
            label="IBAN"
            placeholder="DE89 3704 0044 0532 0130 00"
            description="Euro payments get a QR code for banking apps"
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
