/**
 * A text filter of a list. It applies a moment after typing stops (or at once on Enter), and
 * follows the address when that changes otherwise (the back button, cleared filters).
 */
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icons';
import { KEYWORD_MAX_LENGTH, normalizeText } from '../list-view-params';
import classes from './administration.module.css';

/** How long typing must pause before the list filters. */
const SEARCH_DELAY_MS = 400;

interface SearchInputProps {
  label: string;
  placeholder: string;
  /** The text the list is filtered by. */
  value: string;
  onSearch: (text: string) => void;
}

export function SearchInput({ label, placeholder, value, onSearch }: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  const searchSoon = useDebouncedCallback((text: string) => {
    if (normalizeText(text) !== value) onSearch(normalizeText(text));
  }, SEARCH_DELAY_MS);

  // The address changed by other means: show its text (unless it is what is being typed).
  useEffect(() => {
    setDraft((current) => (normalizeText(current) === value ? current : value));
  }, [value]);

  const clear = () => {
    searchSoon.cancel();
    setDraft('');
    if (value !== '') onSearch('');
  };

  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      type="search"
      value={draft}
      maxLength={KEYWORD_MAX_LENGTH}
      leftSection={<Icon name="search" size={16} />}
      rightSection={
        draft !== '' ? (
          <CloseButton size="sm" aria-label={`Clear ${label}`} onClick={clear} />
        ) : null
      }
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        searchSoon(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') searchSoon.flush();
        if (event.key === 'Escape' && draft !== '') clear();
      }}
      w={{ base: '100%', sm: 300 }}
      classNames={{ input: classes.searchInput }}
    />
  );
}
