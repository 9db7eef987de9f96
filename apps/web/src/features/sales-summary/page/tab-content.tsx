/**
 * Which widgets each tab shows for the filter (spec 001 §2.11), the one place that decides it.
 * Brand All: the two all-brand widgets on the sales tab, and no LFL view. A brand or TOTAL: the
 * sales, traffic, profit dilution and ASP/UPT/ATV widgets (TOTAL without traffic and
 * ASP/UPT/ATV), and the three LFL widgets. Each widget gets the filter and fetches for itself,
 * so a new filter reaches every widget of the tab at once.
 */
import { Alert, Stack } from '@mantine/core';
import { memo } from 'react';
import { LFL_TAB, type TabIndex } from '../filter/filter-state';
import type { AllBrandFilter, BrandFilter, SalesFilter } from '../sales-filter';
import { TOTAL_COMPANY } from '../sales-filter';
import {
  AspUptAtvWidget,
  LflAspUptAtvWidget,
  LflSalesSummaryWidget,
  LflTrafficSummaryWidget,
  ProfitDilutionAllBrandWidget,
  ProfitDilutionWidget,
  SalesSummaryAllBrandWidget,
  SalesSummaryWidget,
  TrafficSummaryWidget,
} from '../widgets';
import { WidgetSlot } from './widget-slot';

export const PICK_A_BRAND =
  'Pick a brand (or TOTAL) in the filter to see its like-for-like summary.';

function AllBrandTab({ filter, tab }: { filter: AllBrandFilter; tab: TabIndex }) {
  if (tab === LFL_TAB) {
    return (
      <Alert color="blue" variant="light" title="LFL SUMMARY">
        {PICK_A_BRAND}
      </Alert>
    );
  }
  return (
    <>
      <WidgetSlot name="SalesSummaryAllBrandWidget">
        <SalesSummaryAllBrandWidget filter={filter} />
      </WidgetSlot>
      <WidgetSlot name="ProfitDilutionAllBrandWidget">
        <ProfitDilutionAllBrandWidget filter={filter} />
      </WidgetSlot>
    </>
  );
}

function BrandTab({ filter, tab }: { filter: BrandFilter; tab: TabIndex }) {
  if (tab === LFL_TAB) {
    return (
      <>
        <WidgetSlot name="LflSalesSummaryWidget">
          <LflSalesSummaryWidget filter={filter} />
        </WidgetSlot>
        <WidgetSlot name="LflTrafficSummaryWidget">
          <LflTrafficSummaryWidget filter={filter} />
        </WidgetSlot>
        <WidgetSlot name="LflAspUptAtvWidget">
          <LflAspUptAtvWidget filter={filter} />
        </WidgetSlot>
      </>
    );
  }
  const total = filter.company === TOTAL_COMPANY;
  return (
    <>
      <WidgetSlot name="SalesSummaryWidget">
        <SalesSummaryWidget filter={filter} />
      </WidgetSlot>
      {!total && (
        <WidgetSlot name="TrafficSummaryWidget">
          <TrafficSummaryWidget filter={filter} />
        </WidgetSlot>
      )}
      <WidgetSlot name="ProfitDilutionWidget">
        <ProfitDilutionWidget filter={filter} />
      </WidgetSlot>
      {!total && (
        <WidgetSlot name="AspUptAtvWidget">
          <AspUptAtvWidget filter={filter} />
        </WidgetSlot>
      )}
    </>
  );
}

/** Memoized: the screen renders again for every option list that loads; the widgets need not. */
export const TabContent = memo(function TabContent({
  filter,
  tab,
}: {
  filter: SalesFilter;
  tab: TabIndex;
}) {
  return (
    <Stack gap="lg">
      {filter.kind === 'all-brands' ? (
        <AllBrandTab filter={filter} tab={tab} />
      ) : (
        <BrandTab filter={filter} tab={tab} />
      )}
    </Stack>
  );
});
