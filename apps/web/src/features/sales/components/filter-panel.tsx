/**
 * The filter section of the sales screens (spec 001 §2.10, §2.11): the 'Data is Exclude PPN'
 * note, the last update of the chosen type (from the type option's dataLastUpdate), the filter
 * card, whose fields move into a modal below 768 px, the freshness lines (data that stops more
 * than two days ago, a type without recent sales), the notice that a brand asked for is not
 * one the viewer may see (the page shows another company instead, and says so), and, on a
 * page opened by a shared link, what the link shows.
 */
import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DateText } from '../../../lib/dates';
import { useSalesApi } from '../api/sales-api';
import { companySwitchText } from '../filter/company-switch';
import { FilterCard, type FilterCardProps } from '../filter/filter-card';
import type { FilterState } from '../filter/filter-state';
import { linkScopeText } from '../filter/link-scope';
import type { FilterOptions } from '../filter/use-filter-options';
import { DataFreshnessNotice } from './data-freshness-notice';

/** Below 768 px the filters move into a modal (spec 001 §9: small screens are 767 px or less). */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

export const EXCLUDE_PPN_NOTE = 'Data is Exclude PPN';

/** The filter card's props, but for the phone layout, which the panel decides. */
type FilterPanelProps = Omit<FilterCardProps, 'value' | 'compact'> & {
  /** The filter shown: the page's, checked against the lists when they are there. */
  shown: FilterState;
};

export const SWITCHED_TITLE = 'Company switched';

function CompanySwitchNotice({ options }: { options: FilterOptions }) {
  const { switched } = options;
  if (!switched) return null;
  const nameOf = (company: string) => {
    const name = options.companies.data?.find((item) => item.company === company)?.companyName;
    return name ? `${name} (${company})` : company;
  };
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      title={SWITCHED_TITLE}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={options.dismissSwitch}
    >
      {companySwitchText(switched, nameOf)}
    </Alert>
  );
}

export function FilterPanel({ shown, ...card }: FilterPanelProps) {
  const { options } = card;
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  const lastUpdate = options.types.data?.find((type) => type.bitype === shown.type)?.dataLastUpdate;
  const { scope } = useSalesApi();
  const scopeCompanyName = options.companies.data?.find(
    (item) => item.company === scope?.company,
  )?.companyName;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label="Filter">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge variant="light" color="gray" radius="sm" tt="none" size="lg" fw={500}>
              {EXCLUDE_PPN_NOTE}
            </Badge>
            {scope && (
              // Why the company and the year offer a single choice.
              <Text size="sm" c="dimmed">
                {linkScopeText(scope, scopeCompanyName)}
              </Text>
            )}
          </Group>
          {options.types.data && (
            <Text size="sm" c="dimmed">
              Last update:{' '}
              <Text span fw={600} c="dark">
                {lastUpdate ? <DateText value={lastUpdate.slice(0, 10)} /> : 'no sales yet'}
              </Text>
            </Text>
          )}
        </Group>
        <DataFreshnessNotice types={options.types.data} type={shown.type} />
        <CompanySwitchNotice options={options} />
        <FilterCard {...card} value={shown} compact={phone} />
      </Stack>
    </Paper>
  );
}
