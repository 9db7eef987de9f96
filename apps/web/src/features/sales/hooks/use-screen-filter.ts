/**
 * The filter of a summary screen: read from the address, checked against the option lists (the
 * address is rewritten to the checked filter once they are there), the filter shown meanwhile,
 * and what the filter panel needs to show and change it. The sales and achievement summaries
 * both start from it.
 */
import { useEffect } from 'react';
import type { FilterState } from '../filter/filter-state';
import { useFilterOptions } from '../filter/use-filter-options';
import { useUrlFilter } from './use-url-filter';

export function useScreenFilter(
  preferredCompany: string,
  { withTab = true, allBrands = true }: { withTab?: boolean; allBrands?: boolean } = {},
) {
  const url = useUrlFilter(preferredCompany, { withTab });
  const options = useFilterOptions(url.state, preferredCompany, allBrands);
  const { resolved } = options;
  const { canonicalize } = url;

  useEffect(() => {
    if (resolved) canonicalize(resolved);
  }, [resolved, canonicalize]);

  const shown = resolved ?? url.state;
  const panel = {
    shown,
    options,
    preferredCompany,
    onApply: (next: FilterState) => url.apply(next, url.tab),
  };
  return { url, options, resolved, shown, panel };
}
