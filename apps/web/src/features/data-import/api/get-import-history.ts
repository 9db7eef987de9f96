/** GET import/history?page=&limit=: past imports, newest first, a page at a time. */
import { importHistoryResponseSchema } from '@outlet-pulse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';
import { HISTORY_PAGE_SIZE, historyQueryString } from '../import-params';
import { importKeys } from './query-keys';

export function getImportHistory(page: number, signal?: AbortSignal) {
  return authorizedRequest(
    `import/history?${historyQueryString(page)}`,
    importHistoryResponseSchema,
    {
      signal,
    },
  );
}

/** The page asked for; while the next page loads, the one before stays on screen. */
export function useImportHistory(page: number, enabled: boolean) {
  return useQuery({
    queryKey: importKeys.historyPage(page, HISTORY_PAGE_SIZE),
    // The answer carries its page, so rows on screen are numbered for the page they belong to.
    queryFn: async ({ signal }) => ({ ...(await getImportHistory(page, signal)), view: { page } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
