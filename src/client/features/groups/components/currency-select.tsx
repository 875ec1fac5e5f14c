import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { currencyChoices } from '../../../../shared/money-currency';
import { useLocale } from '../../../i18n/locale-context';

/** Every currency the browser's Intl knows, by code and name in the viewer's language ("EUR · Euro"), searchable. */
export function CurrencySelect(props: Omit<SelectProps, 'data' | 'searchable'>) {
  const locale = useLocale();
  const data = useMemo(
    () => currencyChoices(locale).map(({ code, name }) => ({ value: code, label: `${code} · ${name}` })),
    [locale],
  );
  return <Select searchable allowDeselect={false} data={data} maxDropdownHeight={280} {...props} />;
}
