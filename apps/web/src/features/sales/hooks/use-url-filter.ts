/**
 * The filter and the tab live in the address (spec 001 §2.11: company, type, group, outlet,
 * year, viewby, tab), so a view can be bookmarked and shared and the back button steps back
 * through the changes. Every change is a new history entry; the scroll position stays. A page
 * without tabs (the achievement summary) asks for `withTab: false`, and its address holds no tab.
 * A page opened by a shared link offers only the link's year.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  type FilterDefaults,
  type FilterState,
  hasFilterParams,
  readFilterParams,
  replayChange,
  type TabIndex,
  writeFilterParams,
} from '../filter/filter-state';
import { useOfferedYears } from '../filter/use-offered-years';

export function useUrlFilter(
  preferredCompany: string,
  { withTab = true }: { withTab?: boolean } = {},
) {
  const [params, setParams] = useSearchParams();
  // The page's route state (such as its way back) outlives a change of the filter.
  const { state: routeState } = useLocation();
  const search = params.toString();
  const years = useOfferedYears();
  const defaults: FilterDefaults = useMemo(
    () => ({ company: preferredCompany, years }),
    [preferredCompany, years],
  );
  // Keyed by the address's text, so the state keeps its identity while the address does not change.
  const { state, tab } = useMemo(
    () => readFilterParams(new URLSearchParams(search), defaults),
    [search, defaults],
  );

  /**
   * Writes `next` and `nextTab`, a change made on this screen, into the address. The router
   * draws a new address in a transition, so a second change can be made on a screen still
   * showing the filter before the first (a group, then at once an outlet): when the address
   * has moved on since this screen was drawn, the change is replayed on the address's filter
   * (replayChange) and the first change stays.
   */
  const apply = useCallback(
    (next: FilterState, nextTab: TabIndex, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (drawnParams) => {
          const current = new URLSearchParams(window.location.search);
          if (current.toString() === drawnParams.toString()) {
            return writeFilterParams(current, next, withTab ? nextTab : null);
          }
          const now = readFilterParams(current, defaults);
          return writeFilterParams(
            current,
            replayChange(now.state, state, next),
            withTab ? (nextTab === tab ? now.tab : nextTab) : null,
          );
        },
        { replace, preventScrollReset: true, state: routeState },
      ),
    [setParams, withTab, routeState, defaults, state, tab],
  );

  /**
   * Rewrites an address whose filter named unknown or misspelt values with the filter actually
   * shown, without a new history entry. An address without filter values stays as it is.
   */
  const canonicalize = useCallback(
    (resolved: FilterState) => {
      const current = new URLSearchParams(search);
      if (!hasFilterParams(current)) return;
      if (writeFilterParams(current, resolved, withTab ? tab : null).toString() === search) return;
      apply(resolved, tab, { replace: true });
    },
    [search, tab, apply, withTab],
  );

  return { state, tab, apply, canonicalize };
}
