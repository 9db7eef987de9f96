/**
 * The one call behind the LFL sales summary and the LFL traffic summary (lflsalessummary: the
 * spec lists no separate traffic call). Both widgets ask with the same key, so TanStack Query
 * fetches the answer once and hands it to both.
 */
import { responses } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { type BrandFilter, brandQuery } from '../sales-filter';
import { useSalesCall } from '../shared/sales-query';

export const LFL_SUMMARY_CALL = 'lflsalessummary';

export function useLflSummary(filter: BrandFilter) {
  const filterQuery = useMemo(() => brandQuery(filter), [filter]);
  const answer = useSalesCall(LFL_SUMMARY_CALL, responses.lflSalesSummary, filterQuery);
  return { filterQuery, answer };
}
