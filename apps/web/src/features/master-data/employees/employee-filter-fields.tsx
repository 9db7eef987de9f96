/** The Employee screen's company and status filters, kept in the address. */
import { Select } from '@mantine/core';
import type { EmployeeFilters } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withCurrentChoice } from '../../../components/record-list/choice-options';
import { useBranchChoices } from '../branches/api/get-branch-choices';
import { readEmployeeFilters, writeEmployeeFilters } from './employee-filters';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function useEmployeeFilters() {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const filters = useMemo(() => readEmployeeFilters(new URLSearchParams(text)), [text]);
  const show = (next: EmployeeFilters) =>
    setParams((current) => writeEmployeeFilters(current, next));
  return { filters, show };
}

export function EmployeeFilterFields({
  filters,
  onChange,
}: {
  filters: EmployeeFilters;
  onChange: (filters: EmployeeFilters) => void;
}) {
  const { companies } = useBranchChoices();
  return (
    <>
      <Select
        aria-label="Company"
        placeholder="All companies"
        data={withCurrentChoice(
          companies,
          filters.company ? { value: filters.company, label: filters.company } : null,
        )}
        value={filters.company || null}
        onChange={(company) => onChange({ ...filters, company: company ?? '' })}
        clearable
        searchable
        nothingFoundMessage="No such company"
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        aria-label="Status"
        placeholder="Active and inactive"
        data={STATUS_OPTIONS}
        value={filters.active === 'all' ? null : filters.active}
        onChange={(active) =>
          onChange({ ...filters, active: (active ?? 'all') as EmployeeFilters['active'] })
        }
        clearable
        w={{ base: '100%', sm: 190 }}
      />
    </>
  );
}
