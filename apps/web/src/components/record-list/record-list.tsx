/**
 * A list screen of records (administration, master data, checklists, imports): a title card
 * with the 'New' button, a search box and the count of rows shown, the rows as a table (or as
 * cards on a phone), and the pager. The page and the keyword live in the address; while
 * another page loads, the rows before stay on screen, dimmed. Loading, empty and failed lists
 * each have their own state.
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PagedRows } from '@outlet-pulse/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListPager, ShownCount } from './list-pager';
import { ListRows, type ListRowsDefinition } from './list-rows';
import { ListSearch } from './list-search';
import { ListEmpty } from './list-states';
import type { ListView } from './list-view';
import { PagedListContent } from './paged-list-content';
import { RecordCard } from './record-card';
import type { ListNouns, RecordColumn, RowIdentity, RowManagement } from './record-list-types';
import { RowActions } from './row-actions';
import type { ListViewControl } from './use-list-view';
import { usePagedList } from './use-paged-list';
import { usePhone } from './use-phone';

/** A page of rows with the view it answers, so rows are numbered for the page they belong to. */
export interface ListPage<Row> extends PagedRows<Row> {
  view: ListView;
}

export interface RecordListProps<Row> {
  nouns: ListNouns;
  /** A line under the title saying what the list holds. */
  description: string;
  searchPlaceholder: string;
  control: ListViewControl;
  list: UseQueryResult<ListPage<Row>>;
  limit: number;
  columns: readonly RecordColumn<Row>[];
  identity: RowIdentity<Row>;
  manage: RowManagement<Row> | null;
  /** Narrower than this, the table scrolls sideways in its box. */
  tableMinWidth?: number;
  /** A list's own filters beside the search box (the employees' company and status). */
  filters?: ReactNode;
}

export function RecordList<Row>({
  nouns,
  description,
  searchPlaceholder,
  control: { view, show, searchFor },
  list,
  limit,
  columns,
  identity,
  manage,
  tableMinWidth = 720,
  filters,
}: RecordListProps<Row>) {
  const phone = usePhone();
  const paged = usePagedList(list, view, show, limit);
  const rows: ListRowsDefinition<Row> = {
    label: nouns.title,
    limit,
    rowKey: identity.key,
    rowLabel: identity.name,
    table: { columns, minWidth: tableMinWidth },
    card: (row, number) => (
      <RecordCard row={row} number={number} name={identity.name(row)} columns={columns} />
    ),
    buttons: manage
      ? {
          header: 'Actions',
          fit: true,
          cell: (row, fullWidth) => (
            <RowActions row={row} name={identity.name(row)} manage={manage} fullWidth={fullWidth} />
          ),
        }
      : undefined,
  };

  const search = (
    <ListSearch
      keyword={view.keyword}
      onSearch={searchFor}
      label={`Search ${nouns.many}`}
      placeholder={searchPlaceholder}
    />
  );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4">
              {nouns.title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {manage && (
            <Button onClick={manage.onNew} style={{ flexShrink: 0 }}>
              New {nouns.one}
            </Button>
          )}
        </Group>
      </Paper>
      <Group justify="space-between" gap="sm" align="center">
        {filters ? (
          <Group gap="sm" align="flex-end">
            {search}
            {filters}
          </Group>
        ) : (
          search
        )}
        <ShownCount refreshing={paged.refreshing} shown={paged.shown} />
      </Group>
      <PagedListContent
        list={list}
        paged={paged}
        skeleton={{ phone, label: `Loading ${nouns.many}` }}
        failedTitle={`The ${nouns.many} could not be loaded`}
        empty={({ view: { keyword } }) => (
          <ListEmpty
            title={keyword === '' ? `No ${nouns.many} yet` : `No ${nouns.many} match “${keyword}”.`}
            clear={
              keyword === '' ? undefined : { label: 'Clear search', onClear: () => searchFor('') }
            }
          />
        )}
      >
        {(answer) => <ListRows definition={rows} answer={answer} phone={phone} />}
      </PagedListContent>
      <ListPager {...paged.pager} phone={phone} />
    </Stack>
  );
}
