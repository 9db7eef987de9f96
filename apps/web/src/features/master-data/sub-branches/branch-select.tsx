/**
 * The 'Branch' choice of the sub-branch and employee forms: a select that searches the server as the user
 * types (a moment after typing stops), keeping the chosen branch on offer whatever the search.
 */
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Ref, useState } from 'react';
import {
  type ChoiceOption,
  withCurrentChoice,
} from '../../../components/record-list/choice-options';
import { SEARCH_DELAY_MS } from '../../../components/record-list/list-search';
import { useBranchChoices } from './api/get-branch-choices';
import { branchSearchKeyword } from './branch-search';

interface BranchSelectProps {
  value: string;
  /** The branch the sub-branch belongs to now, with its name; null for a new one. */
  initial: ChoiceOption | null;
  onChange: (idbranch: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
  name: string;
  error: string | undefined;
  /** 'Branch' unless told; a branch the form may leave empty is not required. */
  label?: string;
  required?: boolean;
}

export function BranchSelect({
  value,
  initial,
  onChange,
  onBlur,
  ref,
  name,
  error,
  label = 'Branch',
  required = true,
}: BranchSelectProps) {
  const [chosen, setChosen] = useState<ChoiceOption | null>(initial);
  const [search, setSearch] = useState(initial?.label ?? '');
  const [keyword] = useDebouncedValue(branchSearchKeyword(search, chosen), SEARCH_DELAY_MS);
  const choices = useBranchChoices(keyword);

  return (
    <Select
      label={label}
      withAsterisk={required}
      clearable={!required}
      searchable
      data={withCurrentChoice(choices.data ?? [], chosen)}
      // The server has filtered the options by what was typed; the select shows them all.
      filter={({ options }) => options}
      value={value === '' ? null : value}
      onChange={(next, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(next ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onBlur={onBlur}
      ref={ref}
      name={name}
      error={error ?? (choices.isError ? choices.error.message : undefined)}
      nothingFoundMessage={choices.isFetching ? 'Searching…' : 'No branch matches'}
      placeholder="Search by id or name"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
