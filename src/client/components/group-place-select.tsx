import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../shared/i18n/define';
import { groupPlaceChoicesQuery } from '../data/places';

/** 'Place' on the game forms: a group's places, searched on the server. */
const m = defineMessages({
  label: { id: 'places.select.label', defaultMessage: 'Place' },
  placeholder: { id: 'places.select.placeholder', defaultMessage: 'Choose a place' },
  searching: { id: 'places.select.searching', defaultMessage: 'Searching...' },
  nothingFound: { id: 'places.select.nothingFound', defaultMessage: 'No place of this group has that name.' },
  more: { id: 'places.select.more', defaultMessage: 'Type a name to find the group’s other places.' },
});

interface PlaceChoice {
  id: string;
  name: string;
}

interface GroupPlaceSelectProps {
  groupId: string;
  /** The chosen place's id, '' for none: a form field's value. */
  value?: string;
  onChange: (placeId: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  /** The place chosen before (the game's own, or one asked for): shown by name even if not among the first. */
  initial?: PlaceChoice | null;
}

/** How long typing pauses before the server is asked. */
const SEARCH_PAUSE_MS = 250;

/**
 * 'Place' on the game forms: the group's first places by name, and any other found by typing part of its name.
 * The server searches (GET /api/groups/:groupId/places?q=), so the list is one page however many places the
 * group keeps.
 */
export function GroupPlaceSelect({
  groupId,
  value = '',
  onChange,
  onBlur,
  error,
  initial = null,
}: GroupPlaceSelectProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<PlaceChoice | null>(initial);
  const [search, setSearch] = useState('');
  const [paused] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  // The chosen place's name in the box is no search: the list then offers the first places again.
  const asked = chosen && paused === chosen.name ? '' : paused;
  const choices = useQuery(groupPlaceChoicesQuery(groupId, asked));
  const found = choices.data?.places ?? [];
  const known = found.find((place) => place.id === value);
  useEffect(() => {
    if (known && known.id !== chosen?.id) setChosen({ id: known.id, name: known.name });
    if (!value && chosen) setChosen(null);
  }, [known, value, chosen]);
  const shown = chosen && chosen.id === value && !known ? [chosen, ...found] : found;
  return (
    <Select
      label={intl.formatMessage(m.label)}
      required
      searchable
      placeholder={intl.formatMessage(m.placeholder)}
      data={shown.map((place) => ({ value: place.id, label: place.name }))}
      value={value || null}
      onChange={(placeId, option) => {
        if (!placeId) return;
        setChosen({ id: placeId, name: option?.label ?? '' });
        onChange(placeId);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already chose what matches.
      filter={({ options }) => options}
      nothingFoundMessage={intl.formatMessage(choices.isFetching ? m.searching : m.nothingFound)}
      description={choices.data?.nextCursor && !asked ? intl.formatMessage(m.more) : undefined}
      allowDeselect={false}
      onBlur={onBlur}
      error={error}
    />
  );
}
