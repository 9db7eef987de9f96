/**
 * A list's page and search keyword, read from and written to the address. A new search or a
 * new page is a new history entry, so the back button steps back through them.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListView, readListView, writeListView } from './list-view';

export function useListView() {
  const [params, setParams] = useSearchParams();
  const addressQuery = params.toString();
  // Keyed by the address's text, so the view keeps its identity while the address does not change.
  const view = useMemo(() => readListView(new URLSearchParams(addressQuery)), [addressQuery]);

  const show = useCallback(
    (next: ListView, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => writeListView(current, next), { replace }),
    [setParams],
  );

  /** A new keyword always starts again on page 1. */
  const searchFor = useCallback((keyword: string) => show({ page: 1, keyword }), [show]);

  return { view, show, searchFor };
}

export type ListViewControl = ReturnType<typeof useListView>;
