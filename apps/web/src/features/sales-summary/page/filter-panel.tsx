/**
 * The filter section of the sales screens (spec 001 §2.10, §2.11): the 'Data is Exclude PPN'
 * note, the last update of the chosen type (from the type option's dataLastUpdate), and the
 * filter card, whose fields move into a modal below 768 px.
 */
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FilterCard } from '../filter/filter-card';
import type { FilterVariant } from '../filter/filter-fields';
import type { FilterState } from '../filter/filter-state';
import type { FilterOptions } from '../filter/option-queries';

/** Below 768 px the filters move into a modal (spec 001 §9: small screens are 767 px or less). */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

export const EXCLUDE_PPN_NOTE = 'Data is Exclude PPN';

/** '2026-10-31' or a full ISO time → '2026-10-31'. */
const dayOf = (value: string) => value.slice(0, 10);

interface FilterPanelProps {
  /** The filter shown: the page's, checked against the lists when they are there. */
  shown: FilterState;
  options: FilterOptions;
  years: readonly number[];
  preferredCompany: string;
  onApply: (next: FilterState) => void;
  /** Which fields show, where; the sales summary's by default. */
  variant?: FilterVariant;
}

export function FilterPanel({
  shown,
  options,
  years,
  preferredCompany,
  onApply,
  variant,
}: FilterPanelProps) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  const lastUpdate = options.types.data?.find((type) => type.bitype === shown.type)?.dataLastUpdate;
  return (
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
          years={years}
          preferredCompany={preferredCompany}
          onApply={onApply}
          compact={phone}
          variant={variant}
        />
      </Stack>
    </Paper>
  );
}
