/**
 * GET branch/?limit=500&keyword=: the branches a sub-branch can belong to, searched on the
 * server as the user types. While a new search loads, the options before stay offered.
 */
import { branchListResponseSchema, MASTER_MAX_LIMIT } from '@outlet-pulse/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { CHOICES_STALE_MS, masterDataKeys } from '../../master-data-keys';
import { branchOption } from '../branch-search';

export function useBranchChoices(keyword: string) {
  return useQuery({
    queryKey: [...masterDataKeys.choices, 'branches', keyword],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: String(MASTER_MAX_LIMIT), keyword });
      const { rows } = await authorizedRequest(`branch/?${query}`, branchListResponseSchema, {
        signal,
      });
      return rows.map(branchOption);
    },
    staleTime: CHOICES_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
