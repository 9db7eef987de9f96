/**
 * The years the filter offers (spec 001 §5): the current one and the two before, or only the
 * link's year on a page opened by a shared link that names one.
 */
import { useMemo } from 'react';
import { useSalesApi } from '../api/sales-api';
import { offeredYears } from './filter-state';
import { scopedYears } from './link-scope';

export function useOfferedYears(): readonly number[] {
  const { scope } = useSalesApi();
  return useMemo(() => scopedYears(offeredYears(new Date().getFullYear()), scope), [scope]);
}
