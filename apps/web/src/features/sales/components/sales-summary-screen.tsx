/**
 * The sales summary screen shared by the portal page and the beta link (spec 001 §2.11): the
 * header, the filter panel (the filter card with the 'Data is Exclude PPN' note and the last
 * update of the chosen type), the KPI strip of the morning view, and the SALES SUMMARY and LFL
 * SUMMARY tabs. On a phone the KPI strip comes first, above the filter: it is what people open
 * the screen for. The filter and the tab live in the address; the option lists check them, and
 * the strip and the tab content get the checked filter.
 */
import { Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { preloadCharts } from '../../../lib/charts/load-echart';
import { useStableValue } from '../../../lib/use-stable-value';
import { prefetchTabCalls } from '../api/prefetch-tab-calls';
import { useSalesApi } from '../api/sales-api';
import {
  type FilterState,
  LFL_TAB,
  SALES_TAB,
  type TabIndex,
  toSalesFilter,
} from '../filter/filter-state';
import { useScreenFilter } from '../hooks/use-screen-filter';
import { SalesKpiStrip } from '../kpi/sales-kpi-strip';
import { type SalesFilter, TOTAL_COMPANY } from '../sales-filter';
import { FilterPanel, PHONE_MEDIA_QUERY } from './filter-panel';
import { SalesSummaryHeader, type Viewer } from './sales-summary-header';
import { TabContent } from './tab-content';
import { WaitingForFilter } from './waiting-for-filter';

const TABS: { value: TabIndex; label: string }[] = [
  { value: SALES_TAB, label: 'SALES SUMMARY' },
  { value: LFL_TAB, label: 'LFL SUMMARY' },
];

/** What the strip's figures are of: the brand's name, or TOTAL (all brands for 'All'). */
function kpiSubject(
  filter: SalesFilter,
  companies: readonly { company: string; companyName: string }[] | undefined,
): string {
  if (filter.kind === 'all-brands') return `${TOTAL_COMPANY} · all brands`;
  if (filter.company === TOTAL_COMPANY) return TOTAL_COMPANY;
  return (
    companies?.find((entry) => entry.company === filter.company)?.companyName ?? filter.company
  );
}

interface SalesSummaryScreenProps {
  viewer: Viewer;
  /** The company the page opens on when the address names none (or one the user may not see). */
  preferredCompany: string;
  /** Outside the portal shell: the header carries the page title. */
  standalone: boolean;
  /** Buttons of the header for the filter shown, such as 'Share link'. */
  headerActions?: (shown: FilterState) => ReactNode;
}

export function SalesSummaryScreen({
  viewer,
  preferredCompany,
  standalone,
  headerActions,
}: SalesSummaryScreenProps) {
  useEffect(preloadCharts, []);
  const { url, options, resolved, shown, panel } = useScreenFilter(preferredCompany);

  const queryClient = useQueryClient();
  const api = useSalesApi();
  const waiting = resolved === undefined || resolved === null;
  useEffect(() => {
    if (waiting) prefetchTabCalls(queryClient, api, toSalesFilter(url.state), url.tab);
  }, [waiting, queryClient, api, url.state, url.tab]);

  // The option lists arrive one by one and each makes a new checked filter; the widgets below
  // render again only when the filter itself changes.
  const filter = useStableValue(useMemo(() => resolved && toSalesFilter(resolved), [resolved]));
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  const companies = options.companies.data;
  const kpiStrip = filter ? (
    <SalesKpiStrip filter={filter} subject={kpiSubject(filter, companies)} />
  ) : null;

  return (
    <Stack gap="md">
      <SalesSummaryHeader viewer={viewer} withTitle={standalone} actions={headerActions?.(shown)} />
      {phone && kpiStrip}
      <FilterPanel {...panel} />
      {!phone && kpiStrip}
      <Tabs
        value={String(url.tab)}
        onChange={(value) => url.apply(shown, value === String(LFL_TAB) ? LFL_TAB : SALES_TAB)}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={String(tab.value)} fw={600}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={String(tab.value)} pt="md">
            {filter ? (
              <TabContent filter={filter} tab={tab.value} />
            ) : (
              <WaitingForFilter
                failed={Boolean(options.error)}
                message="The charts appear once the filter options have loaded."
                loadingLabel="Loading the sales summary"
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
