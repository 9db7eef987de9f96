/**
 * The sales summary screen shared by the portal page and the beta link (spec 001 §2.11): the
 * header, the filter card with the 'Data is Exclude PPN' note and the last update of the
 * chosen type, and the SALES SUMMARY and LFL SUMMARY tabs. The filter and the tab live in the
 * address; the option lists check them, and the tab content gets the checked filter.
 */
import { Badge, Center, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { FilterCard } from '../filter/filter-card';
import { LFL_TAB, SALES_TAB, type TabIndex, toSalesFilter } from '../filter/filter-state';
import { useFilterOptions } from '../filter/option-queries';
import { SalesSummaryHeader, type Viewer } from './sales-summary-header';
import { TabContent } from './tab-content';
import { useUrlFilter } from './use-url-filter';

/** Below 768 px the filters move into a modal (spec 001 §9: small screens are 767 px or less). */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

export const EXCLUDE_PPN_NOTE = 'Data is Exclude PPN';

const TABS: { value: TabIndex; label: string }[] = [
  { value: SALES_TAB, label: 'SALES SUMMARY' },
  { value: LFL_TAB, label: 'LFL SUMMARY' },
];

/** '2026-10-31' or a full ISO time → '2026-10-31'. */
const dayOf = (value: string) => value.slice(0, 10);

interface SalesSummaryScreenProps {
  viewer: Viewer;
  /** The company the page opens on when the address names none (or one the user may not see). */
  preferredCompany: string;
  /** Outside the portal shell: the header carries the page title. */
  standalone: boolean;
}

export function SalesSummaryScreen({
  viewer,
  preferredCompany,
  standalone,
}: SalesSummaryScreenProps) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  const url = useUrlFilter(preferredCompany);
  const options = useFilterOptions(url.state, preferredCompany);
  const { resolved } = options;
  const { canonicalize } = url;

  useEffect(() => {
    if (resolved) canonicalize(resolved);
  }, [resolved, canonicalize]);

  const filter = useMemo(() => resolved && toSalesFilter(resolved), [resolved]);
  const shown = resolved ?? url.state;
  const lastUpdate = options.types.data?.find((type) => type.bitype === shown.type)?.dataLastUpdate;

  return (
    <Stack gap="md">
      <SalesSummaryHeader viewer={viewer} withTitle={standalone} />
      <Paper component="section" withBorder radius="md" p="md" aria-label="Filter">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Badge variant="light" color="gray" radius="sm" tt="none" size="lg" fw={500}>
              {EXCLUDE_PPN_NOTE}
            </Badge>
            {options.types.data && (
              <Text size="sm" c="dimmed">
                Last update:{' '}
                <Text span fw={600} c="dark">
                  {lastUpdate ? dayOf(lastUpdate) : 'no sales yet'}
                </Text>
              </Text>
            )}
          </Group>
          <FilterCard
            value={shown}
            options={options}
            years={url.years}
            preferredCompany={preferredCompany}
            onApply={(next) => url.apply(next, url.tab)}
            compact={phone}
          />
        </Stack>
      </Paper>
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
            ) : options.error ? (
              <Text c="dimmed" size="sm">
                The charts appear once the filter options have loaded.
              </Text>
            ) : (
              <Center p="xl">
                <Loader aria-label="Loading the sales summary" />
              </Center>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
