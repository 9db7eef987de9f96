/**
 * The employee of a new user: a select that searches the employees without a user on the server
 * as the administrator types (name or employee ID), 50 at a time.
 */
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Employee } from '@outlet-pulse/contracts';
import { useEffect, useState } from 'react';
import { normalizeKeyword } from '../../../../components/record-list/list-view';
import { useEmployeesWithoutUser } from '../api/get-employees';
import { employeeLabel, employeeOptions } from '../user-options';

/** How long typing must pause before the server is asked. */
const SEARCH_DELAY_MS = 300;

interface EmployeePickerProps {
  value: string;
  onChange: (employeeID: string) => void;
  error?: string;
}

export function EmployeePicker({ value, onChange, error }: EmployeePickerProps) {
  // An employee chosen before the form opened (the Employee screen's 'Give sign-in') is
  // searched for by its id, then shown by its label.
  const [search, setSearch] = useState(value);
  const [chosen, setChosen] = useState<Employee | null>(null);
  const [typed] = useDebouncedValue(search, SEARCH_DELAY_MS);
  // Once chosen, the box shows the employee's label: that is not a search for it.
  const keyword = chosen && typed === employeeLabel(chosen) ? '' : normalizeKeyword(typed);
  const employees = useEmployeesWithoutUser(keyword, true);
  const found = employees.data?.rows ?? [];
  const given =
    chosen === null && value !== '' ? found.find((row) => row.employeeID === value) : undefined;
  useEffect(() => {
    if (!given) return;
    setChosen(given);
    setSearch(employeeLabel(given));
  }, [given]);

  return (
    <Select
      label="Employee"
      placeholder="Search by name or employee ID"
      required
      searchable
      data={employeeOptions(found, chosen)}
      value={value === '' ? null : value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(employeeID) => {
        const employee =
          found.find((row) => row.employeeID === employeeID) ??
          (chosen?.employeeID === employeeID ? chosen : null);
        setChosen(employee);
        onChange(employeeID ?? '');
      }}
      rightSection={employees.isFetching ? <Loader size="xs" /> : undefined}
      nothingFoundMessage={
        employees.isError
          ? employees.error.message
          : employees.isFetching
            ? 'Searching…'
            : 'No employee without a user matches'
      }
      error={error}
      description={error ? undefined : 'Only employees who have no user yet.'}
      // The server has already searched; the select need not filter its answer again.
      filter={({ options }) => options}
    />
  );
}
