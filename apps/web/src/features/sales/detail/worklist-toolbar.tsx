/**
 * The controls above the worklist: the search, how many outlets it holds and in which order,
 * the way back to the default order, and the Excel download. A phone, which has no headings to
 * press, chooses the order from a list and turns it round with a button.
 */
import { ActionIcon, Button, CloseButton, Group, Select, Text, TextInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import type { TableColumn } from '../../../components/data-table/table-model';
import { Icon } from '../../../components/icons';
import type { DetailRow } from './detail-model';
import { sortChoices, type WorklistSort } from './worklist-model';

function SearchBox({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  return (
    <TextInput
      label="Search outlets"
      placeholder="ID, outlet or company"
      type="search"
      size="xs"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<Icon name="search" size={14} />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label="Clear the search" onClick={() => onChange('')} />
        ) : null
      }
      w={{ base: '100%', sm: 280 }}
    />
  );
}

function PhoneSort({
  sort,
  columns,
  onChange,
}: {
  sort: WorklistSort;
  columns: readonly TableColumn<DetailRow>[];
  onChange: (next: WorklistSort) => void;
}) {
  const data = useMemo(() => sortChoices(columns), [columns]);
  const ascending = sort.direction === 'ascending';
  return (
    <Group gap={6} wrap="nowrap" align="flex-end" style={{ flex: 1, minWidth: 0 }}>
      <Select
        label="Sort by"
        size="xs"
        data={data}
        value={sort.columnId}
        onChange={(next) => next && onChange({ columnId: next, direction: 'ascending' })}
        allowDeselect={false}
        searchable
        style={{ flex: 1, minWidth: 0 }}
      />
      <ActionIcon
        variant="light"
        size="input-xs"
        aria-label={
          ascending ? 'Lowest first: show highest first' : 'Highest first: show lowest first'
        }
        onClick={() => onChange({ ...sort, direction: ascending ? 'descending' : 'ascending' })}
      >
        <span aria-hidden="true">{ascending ? '▲' : '▼'}</span>
      </ActionIcon>
    </Group>
  );
}

const outlets = (count: number) => `${count} ${count === 1 ? 'outlet' : 'outlets'}`;

interface WorklistToolbarProps {
  phone: boolean;
  search: string;
  onSearch: (next: string) => void;
  sort: WorklistSort;
  onSort: (next: WorklistSort) => void;
  /** How the order reads, for the line beside the search. */
  sortText: string;
  /** Null when the order is the default one. */
  onDefaultOrder: (() => void) | null;
  columns: readonly TableColumn<DetailRow>[];
  shown: number;
  total: number;
  /** The label of the table the Excel file holds. */
  label: string;
  exporting: boolean;
  onExport: () => void;
}

export function WorklistToolbar(props: WorklistToolbarProps) {
  const { phone, search, onSearch, sort, onSort, onDefaultOrder, shown, total } = props;
  const count: ReactNode = (
    <Text size="xs" c="dimmed" aria-live="polite" pb={phone ? 0 : 6}>
      {shown === total ? outlets(total) : `${shown} of ${outlets(total)}`}
      {!phone && ` · sorted by ${props.sortText}`}
    </Text>
  );
  const defaultOrder = onDefaultOrder && (
    <Button size="compact-xs" variant="subtle" onClick={onDefaultOrder} mb={phone ? 0 : 4}>
      Default order
    </Button>
  );
  const excel = (
    <Button
      size={phone ? 'xs' : 'compact-sm'}
      variant="light"
      onClick={props.onExport}
      loading={props.exporting}
      aria-label={`Download ${props.label} as Excel`}
      title="Every outlet, in the order shown"
      mb={phone ? 0 : 2}
      style={{ flexShrink: 0 }}
    >
      Excel
    </Button>
  );

  if (phone) {
    return (
      <>
        <SearchBox value={search} onChange={onSearch} />
        <Group gap={6} wrap="nowrap" align="flex-end">
          <PhoneSort sort={sort} columns={props.columns} onChange={onSort} />
          {excel}
        </Group>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {count}
          {defaultOrder}
        </Group>
      </>
    );
  }
  return (
    <Group gap="xs" align="flex-end" justify="space-between" wrap="nowrap">
      <Group gap="xs" align="flex-end" wrap="wrap" style={{ minWidth: 0, flex: 1 }}>
        <SearchBox value={search} onChange={onSearch} />
        {count}
        {defaultOrder}
      </Group>
      {excel}
    </Group>
  );
}
