/** GET import/history?page=&limit=: past imports, newest first, a page at a time. */
import { importHistoryResponseSchema } from '@outlet-pulse/contracts';
import { pagedQueryOptions, usePagedQuery } from '../../../components/record-list/paged-query';
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

export function useImportHistory(page: number, enabled: boolean) {
  return usePagedQuery(
    pagedQueryOptions(importKeys.historyPage(page, HISTORY_PAGE_SIZE), { page }, (signal) =>
      getImportHistory(page, signal),
    ),
    enabled,
  );
}
