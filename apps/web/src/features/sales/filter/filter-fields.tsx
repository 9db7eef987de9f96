/**
 * The fields of the filter card (spec 001 §2.11): company, year, and then type, group and
 * outlet for a brand (or TOTAL), or only view-by for the all-brand view (`fieldsShown`). Each
 * change goes through the reset rules of filter-state. The same fields serve the card on a
 * desktop and the filter modal on a phone, and, in another order and without the all-brand
 * view, the achievement summary (spec 001 §2.10): a FilterVariant says which.
 */
import { Grid, Loader, MultiSelect, Select, Text } from '@mantine/core';
import { VIEW_BY } from '@outlet-pulse/contracts';
import { type ReactNode, useMemo } from 'react';
import { NamedPill } from '../../../components/named-pill';
import { useSalesApi } from '../api/sales-api';
import { ALL_OUTLETS, TOTAL_COMPANY, type ViewBy } from '../sales-filter';
import {
  ALL_BRANDS,
  companyChoices,
  type FilterFieldName,
  type FilterState,
  fieldsShown,
  pickGroups,
  pickOutlets,
  withCompany,
  withGroups,
  withOutlets,
  withType,
  withViewBy,
  withYear,
} from './filter-state';
import { type FilterOptions, isClosedOutlet } from './use-filter-options';
import { useOfferedYears } from './use-offered-years';

export type { FilterFieldName };

/** Which fields a screen's filter shows, in which order, and how its company field reads. */
export interface FilterVariant {
  /** The fields of the card, in order (of which `fieldsShown` picks those of the company). */
  fields: readonly FilterFieldName[];
  /** The fields of the phone's filter modal; the others stay on the card beside its button. */
  modalFields: readonly FilterFieldName[];
  companyLabel: string;
  /** Whether the company list offers All, the all-brand view. */
  allBrands: boolean;
}

const SALES_SUMMARY_FIELDS: readonly FilterFieldName[] = [
  'company',
  'year',
  'viewBy',
  'type',
  'group',
  'outlet',
];

/** The sales summary's filter (spec 001 §2.11): every field, on the card and in the modal. */
export const SALES_SUMMARY_FILTER: FilterVariant = {
  fields: SALES_SUMMARY_FIELDS,
  modalFields: SALES_SUMMARY_FIELDS,
  companyLabel: 'Company',
  allBrands: true,
};

interface FilterFieldsProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
  options: FilterOptions;
  /**
   * 'row' fills the width of a desktop card; 'stack' puts one field under another; 'pair'
   * puts two fields side by side (on a phone's card).
   */
  layout: 'row' | 'stack' | 'pair';
  /** The fields shown, in order; every field by default. */
  fields?: readonly FilterFieldName[];
  /** The screen's filter: how the company field reads and whether it offers All. */
  variant?: FilterVariant;
}

const LOADING = 'Loading…';
const COMPANY_LABELS: Record<string, string> = { [TOTAL_COMPANY]: 'TOTAL', [ALL_BRANDS]: 'All' };
const VIEW_BY_LABELS: Record<ViewBy, string> = { TOTAL: 'TOTAL', All: 'All' };

function failureOf(query: { isError: boolean; error: Error | null }): string | undefined {
  return query.isError ? (query.error?.message ?? 'Could not be loaded') : undefined;
}

export function FilterFields({
  value,
  onChange,
  options,
  layout,
  fields = SALES_SUMMARY_FIELDS,
  variant = SALES_SUMMARY_FILTER,
}: FilterFieldsProps) {
  const { companyLabel, allBrands: offerAllBrands } = variant;
  const { companies, types, groups, outlets } = options;
  const { scope } = useSalesApi();
  const years = useOfferedYears();

  const companyData = useMemo(() => {
    const names = new Map(companies.data?.map((item) => [item.company, item.companyName]));
    return companyChoices([...names.keys()], offerAllBrands, scope).map((code) => ({
      value: code,
      label: COMPANY_LABELS[code] ?? names.get(code) ?? code,
    }));
  }, [companies.data, offerAllBrands, scope]);

  const closedOutlets = useMemo(
    () => new Set(outlets.data?.filter(isClosedOutlet).map((outlet) => outlet.idbranch)),
    [outlets.data],
  );
  const outletData = useMemo(
    () => [
      { value: ALL_OUTLETS, label: 'All' },
      ...(outlets.data ?? []).map((outlet) => ({
        value: outlet.idbranch,
        label:
          isClosedOutlet(outlet) && !/\bCLOSED\b/i.test(outlet.branchName)
            ? `${outlet.branchName} (CLOSED)`
            : outlet.branchName,
      })),
    ],
    [outlets.data],
  );

  const span = (desktop: number) =>
    layout === 'row' ? { base: 12, sm: 6, lg: desktop } : layout === 'pair' ? 6 : 12;

  const field: Record<FilterFieldName, () => ReactNode> = {
    company: () => (
      <Grid.Col key="company" span={span(3)}>
        <Select
          label={companyLabel}
          data={companyData}
          value={value.company}
          onChange={(next) => next && onChange(withCompany(value, next))}
          allowDeselect={false}
          searchable
          disabled={!companies.data}
          placeholder={companies.isPending ? LOADING : undefined}
          error={failureOf(companies)}
          nothingFoundMessage="No company matches"
        />
      </Grid.Col>
    ),
    year: () => (
      <Grid.Col key="year" span={span(2)}>
        <Select
          label="Year"
          data={years.map(String)}
          value={String(value.year)}
          onChange={(next) => next && onChange(withYear(value, Number(next)))}
          allowDeselect={false}
        />
      </Grid.Col>
    ),
    viewBy: () => (
      <Grid.Col key="viewBy" span={span(2)}>
        <Select
          label="View by"
          data={VIEW_BY.map((choice) => ({ value: choice, label: VIEW_BY_LABELS[choice] }))}
          value={value.viewBy}
          onChange={(next) => {
            const viewBy = VIEW_BY.find((choice) => choice === next);
            if (viewBy) onChange(withViewBy(value, viewBy));
          }}
          allowDeselect={false}
        />
      </Grid.Col>
    ),
    type: () => (
      <Grid.Col key="type" span={span(2)}>
        <Select
          label="Type"
          data={(types.data ?? []).map((type) => ({ value: type.bitype, label: type.bitypeName }))}
          value={value.type}
          onChange={(next) => next && onChange(withType(value, next))}
          allowDeselect={false}
          disabled={!types.data}
          aria-busy={types.isFetching}
          placeholder={types.isPending ? LOADING : undefined}
          error={failureOf(types)}
        />
      </Grid.Col>
    ),
    group: () => (
      <Grid.Col key="group" span={span(2)}>
        <MultiSelect
          label="Group"
          data={(groups.data ?? []).map((group) => ({
            value: group.bigroup,
            label: group.bigroupName,
          }))}
          value={value.group}
          onChange={(next) => onChange(withGroups(value, pickGroups(value.group, next)))}
          disabled={!groups.data}
          aria-busy={groups.isFetching}
          placeholder={groups.isPending ? LOADING : undefined}
          error={failureOf(groups)}
        />
      </Grid.Col>
    ),
    outlet: () => (
      <Grid.Col key="outlet" span={span(3)}>
        <MultiSelect
          label="Outlet"
          data={outletData}
          value={value.outlet}
          onChange={(next) => onChange(withOutlets(value, pickOutlets(value.outlet, next)))}
          searchable
          disabled={!outlets.data}
          // A list that follows the company (and type and group) shows the last one while the
          // next loads, and says it is busy meanwhile.
          aria-busy={outlets.isFetching}
          rightSection={outlets.isFetching ? <Loader size={14} /> : undefined}
          placeholder={outlets.isPending ? LOADING : undefined}
          error={failureOf(outlets)}
          nothingFoundMessage="No outlet matches"
          renderOption={({ option }) => (
            <Text size="sm" c={closedOutlets.has(option.value) ? 'red.7' : undefined}>
              {option.label}
            </Text>
          )}
          renderPill={({ option, value: outlet, onRemove, disabled }) => (
            <NamedPill
              label={option?.label ?? outlet}
              onRemove={onRemove}
              disabled={disabled}
              color={outlet !== undefined && closedOutlets.has(outlet) ? 'red.7' : undefined}
            />
          )}
        />
      </Grid.Col>
    ),
  };

  return <Grid gap="sm">{fieldsShown(fields, value.company).map((name) => field[name]())}</Grid>;
}
