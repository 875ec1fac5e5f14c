import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatGameDate, localTimeZone } from '../../../../shared/time';
import { type ExpenseGameChoice, useExpenseGames } from '../../../data/expenses';
import { pickerMessages } from '../expenses-messages';

/** Typing waits this long before the server is asked (spec 001 §9: debounce 500 ms). */
const SEARCH_DEBOUNCE_MS = 500;

const label = (game: ExpenseGameChoice) =>
  `${game.title} · ${game.groupName} · ${formatGameDate(game.date, localTimeZone())}`;

interface ExpenseGamePickerProps {
  value: string | null;
  onChange: (gameId: string | null) => void;
}

/**
 * The Create Expense game field when the address names no game: every game the user may add an expense to,
 * searched on the server by title or group name (the newest 20 at a time, so the list never grows unbounded).
 */
export function ExpenseGamePicker({ value, onChange }: ExpenseGamePickerProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ExpenseGameChoice | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Once a game is chosen the box shows its label; that is not a search.
  const query = chosen && debounced === label(chosen).trim() ? '' : debounced;
  const games = useExpenseGames(query);
  const found = games.data?.games ?? [];
  // The chosen game stays an option while a search shows others, so the box keeps showing it.
  const options = chosen && !found.some((game) => game.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <Select
      label={intl.formatMessage(pickerMessages.game)}
      required
      searchable
      placeholder={intl.formatMessage(pickerMessages.placeholder)}
      description={games.data?.more ? intl.formatMessage(pickerMessages.more) : undefined}
      nothingFoundMessage={intl.formatMessage(
        games.isFetching ? pickerMessages.searching : pickerMessages.nothingFound,
      )}
      data={options.map((game) => ({ value: game.id, label: label(game) }))}
      searchValue={search}
      onSearchChange={setSearch}
      value={value}
      onChange={(id) => {
        setChosen(options.find((game) => game.id === id) ?? null);
        onChange(id);
      }}
      allowDeselect={false}
    />
  );
}
