/** The history's page, read from and written to the address (`?page=`), one history entry each. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readHistoryPage, writeHistoryPage } from '../import-params';

export function useHistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = readHistoryPage(params);
  const showPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => writeHistoryPage(current, next), { replace }),
    [setParams],
  );
  return { page, showPage };
}
