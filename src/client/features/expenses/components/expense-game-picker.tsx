import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { formatGameDate, localTimeZone } from '../../../../shared/time';
import { type ExpenseGameChoice, useExpenseGames } from '../api';

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
      label="Game"
      required
      searchable
      placeholder="Search by game or group"
      description={
        games.data?.more
          ? 'Showing the newest matches; type more of a title or group name to find others.'
          : undefined
      }
      nothingFoundMessage={games.isFetching ? 'Searching...' : 'No games match.'}
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
