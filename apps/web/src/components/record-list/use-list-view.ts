/**
 * A list's view (its page, search keyword and any filters), read from and written to the
 * address. A new view is a new history entry, so the back button steps back through searches
 * and pages.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListView, readListView, writeListView } from './list-view';

/** How a view is read from the address and written back to it. */
export interface ListViewCodec<View> {
  read: (params: URLSearchParams) => View;
  write: (current: URLSearchParams, view: View) => URLSearchParams;
}

/** Any view in the address; `codec` must keep its identity (a module constant). */
export function useAddressView<View>({ read, write }: ListViewCodec<View>): {
  view: View;
  show: ShowView<View>;
} {
  const [params, setParams] = useSearchParams();
  const addressQuery = params.toString();
  // Keyed by the address's text, so the view keeps its identity while the address does not change.
  const view = useMemo(() => read(new URLSearchParams(addressQuery)), [read, addressQuery]);

  const show = useCallback(
    (next: View, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => write(current, next), { replace }),
    [setParams, write],
  );

  return { view, show };
}

/** Shows another view; `replace` overwrites the current history entry instead of adding one. */
export type ShowView<View> = (next: View, options?: { replace?: boolean }) => void;

const KEYWORD_VIEW: ListViewCodec<ListView> = { read: readListView, write: writeListView };

/** A list with a page and a search keyword (`?page=&keyword=`). */
export function useListView() {
  const { view, show } = useAddressView(KEYWORD_VIEW);

  /** A new keyword always starts again on page 1. */
  const searchFor = useCallback((keyword: string) => show({ page: 1, keyword }), [show]);

  return { view, show, searchFor };
}

export type ListViewControl = ReturnType<typeof useListView>;
