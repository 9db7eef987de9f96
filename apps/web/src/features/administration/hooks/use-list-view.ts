/**
 * A list's view (page and filters), read from and written to the address. A new view is a new
 * history entry, so the back button steps back through searches and pages.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListViewCodec<View> {
  read: (params: URLSearchParams) => View;
  write: (current: URLSearchParams, view: View) => URLSearchParams;
}

export function useListView<View>({ read, write }: ListViewCodec<View>) {
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
