/**
 * Which widgets each tab shows for the filter (spec 001 §2.11): the one list that both the
 * screen and the prefetch read. Brand All: the two all-brand widgets on the sales tab, and no
 * LFL view. A brand or TOTAL: the sales, traffic, profit dilution and ASP/UPT/ATV widgets
 * (TOTAL without traffic and ASP/UPT/ATV) on the sales tab, and the three LFL widgets on the
 * LFL tab. Each widget gets the filter and fetches for itself, so a new filter reaches every
 * widget of the tab at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SalesApi } from '../api/sales-api';
import { LFL_TAB, type TabIndex } from '../filter/filter-state';
import {
  type AllBrandFilter,
  type BrandFilter,
  type SalesFilter,
  TOTAL_COMPANY,
} from '../sales-filter';
import { aspUptAtvWidget, lflAspUptAtvWidget } from './asp-upt-atv-widget';
import { lflSalesSummaryWidget } from './lfl-sales-summary-widget';
import { lflTrafficSummaryWidget } from './lfl-traffic-summary-widget';
import { profitDilutionAllBrandWidget, profitDilutionWidget } from './profit-dilution-widget';
import { salesSummaryAllBrandWidget, salesSummaryWidget } from './sales-summary-widget';
import { SalesWidget } from './sales-widget';
import { trafficSummaryWidget } from './traffic-summary-widget';
import type { SalesAnswer, WidgetDefinition } from './widget-definition';

/** A widget of a tab, for the filter it was chosen for. */
export interface TabWidget {
  name: string;
  render: () => ReactNode;
  /** Asks for the widget's call early, under the key the widget reads. */
  prefetch: (queryClient: QueryClient, api: SalesApi) => Promise<void>;
}

function place<Filter, Data extends SalesAnswer, Row>(
  definition: WidgetDefinition<Filter, Data, Row>,
): (filter: Filter) => TabWidget {
  return (filter) => ({
    name: definition.name,
    render: () => <SalesWidget definition={definition} filter={filter} />,
    prefetch: (queryClient, api) =>
      queryClient.prefetchQuery(definition.call.options(api, definition.query(filter))),
  });
}

type Tab = 'sales' | 'lfl';

const ALL_BRAND_TABS: Record<Tab, ((filter: AllBrandFilter) => TabWidget)[]> = {
  sales: [place(salesSummaryAllBrandWidget), place(profitDilutionAllBrandWidget)],
  lfl: [],
};

/** The brand tabs; `total: false` marks a widget that TOTAL does not show. */
const BRAND_TABS: Record<Tab, { widget: (filter: BrandFilter) => TabWidget; total: boolean }[]> = {
  sales: [
    { widget: place(salesSummaryWidget), total: true },
    { widget: place(trafficSummaryWidget), total: false },
    { widget: place(profitDilutionWidget), total: true },
    { widget: place(aspUptAtvWidget), total: false },
  ],
  lfl: [
    { widget: place(lflSalesSummaryWidget), total: true },
    { widget: place(lflTrafficSummaryWidget), total: true },
    { widget: place(lflAspUptAtvWidget), total: true },
  ],
};

export function tabWidgets(filter: SalesFilter, tabIndex: TabIndex): TabWidget[] {
  const tab: Tab = tabIndex === LFL_TAB ? 'lfl' : 'sales';
  if (filter.kind === 'all-brands') return ALL_BRAND_TABS[tab].map((widget) => widget(filter));
  const total = filter.company === TOTAL_COMPANY;
  return BRAND_TABS[tab]
    .filter((entry) => entry.total || !total)
    .map((entry) => entry.widget(filter));
}
