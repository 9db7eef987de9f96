/**
 * A tab of the sales summary: the widgets the tab layout lists for the filter, each in its own
 * slot, or, for brand All on the LFL tab, a note that the LFL view needs a brand.
 */
import { Alert, Stack } from '@mantine/core';
import { memo } from 'react';
import { LFL_TAB, type TabIndex } from '../filter/filter-state';
import type { SalesFilter } from '../sales-filter';
import { tabWidgets } from '../widgets/tab-layout';
import { WidgetSlot } from './widget-slot';

export const PICK_A_BRAND =
  'Pick a brand (or TOTAL) in the filter to see its like-for-like summary.';

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
      {filter.kind === 'all-brands' && tab === LFL_TAB ? (
        <Alert color="blue" variant="light" title="LFL SUMMARY">
          {PICK_A_BRAND}
        </Alert>
      ) : (
        tabWidgets(filter, tab).map((widget) => (
          <WidgetSlot key={widget.name} name={widget.name}>
            {widget.render()}
          </WidgetSlot>
        ))
      )}
    </Stack>
  );
});
