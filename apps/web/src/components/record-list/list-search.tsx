/**
 * A list's search box (or any text filter of it). It searches a moment after typing stops (or
 * at once on Enter), and follows the address when that changes otherwise (the back button, a
 * cleared search).
 */
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Icon } from '../icons';
import { KEYWORD_MAX_LENGTH, normalizeKeyword } from './list-view';
import classes from './record-list.module.css';

/** How long typing must pause before the list searches. */
export const SEARCH_DELAY_MS = 400;

interface ListSearchProps {
  /** The keyword the list shows. */
  keyword: string;
  /** Hears the keyword typed, trimmed and cut to what the server accepts. */
  onSearch: (keyword: string) => void;
  /** The box's accessible name, 'Search branches'. */
  label: string;
  placeholder: string;
  /** The accessible name of the box's clear button. */
  clearLabel?: string;
  /** The box's width from tablets up (it spans the screen on a phone). */
  width?: number;
}

export function ListSearch({
  keyword,
  onSearch,
  label,
  placeholder,
  clearLabel = 'Clear search',
  width = 320,
}: ListSearchProps) {
  const [draft, setDraft] = useState(keyword);
  const searchSoon = useDebouncedCallback((text: string) => {
    const normalized = normalizeKeyword(text);
    if (normalized !== keyword) onSearch(normalized);
  }, SEARCH_DELAY_MS);

  // The address changed by other means: show its keyword (unless it is what is being typed).
  useEffect(() => {
    setDraft((current) => (normalizeKeyword(current) === keyword ? current : keyword));
  }, [keyword]);

  const clear = () => {
    searchSoon.cancel();
    setDraft('');
    if (keyword !== '') onSearch('');
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
        draft !== '' ? <CloseButton size="sm" aria-label={clearLabel} onClick={clear} /> : null
      }
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        searchSoon(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') searchSoon.flush();
        if (event.key === 'Escape' && draft !== '') clear();
      }}
      w={{ base: '100%', sm: width }}
      classNames={{ input: classes.searchInput }}
    />
  );
}

/**
 * A text filter in a row of a list's filters: as wide as its neighbours, its clear button named
 * after it ('Clear User').
 */
export function FilterSearch(props: Omit<ListSearchProps, 'clearLabel' | 'width'>) {
  return <ListSearch {...props} clearLabel={`Clear ${props.label}`} width={300} />;
}
