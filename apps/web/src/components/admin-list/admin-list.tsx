/**
 * An administration list screen: a title card with the 'New' button, a search box and the
 * count of rows shown, the rows as a table (or as cards on a phone), and the pager. The page
 * and the keyword live in the address; while another page loads, the rows before stay on
 * screen, dimmed. Loading, empty and failed lists each have their own state.
 */
import { Button, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PagedRows } from '@outlet-pulse/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import classes from './admin-list.module.css';
import { AdminListCards } from './admin-list-cards';
import { AdminListTable } from './admin-list-table';
import type { AdminColumn, ListNouns, RowIdentity, RowManagement } from './admin-list-types';
import { ListSearch } from './list-search';
import { ListEmpty, ListFailed, ListSkeleton } from './list-states';
import { type ListView, pageCount, shownRange } from './list-view';
import type { ListViewControl } from './use-list-view';

/** Spec 001 §9: small screens are 767 px wide or less. */
export const PHONE_QUERY = '(max-width: 767px)';

/** A page of rows with the view it answers, so rows are numbered for the page they belong to. */
export interface ListPage<Row> extends PagedRows<Row> {
  view: ListView;
}

interface AdminListProps<Row> {
  nouns: ListNouns;
  /** A line under the title saying what the list holds. */
  description: string;
  searchPlaceholder: string;
  control: ListViewControl;
  list: UseQueryResult<ListPage<Row>>;
  limit: number;
  columns: readonly AdminColumn<Row>[];
  identity: RowIdentity<Row>;
  manage: RowManagement<Row> | null;
  /** Narrower than this, the table scrolls sideways in its box. */
  tableMinWidth?: number;
}

export function AdminList<Row>({
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
}: AdminListProps<Row>) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const data = list.data;
  const pages = data ? pageCount(data.count, limit) : 1;
  // An address past the last page (the list got shorter, or a typed address) shows the last.
  const pastLastPage = data !== undefined && !list.isPlaceholderData && view.page > pages;
  useEffect(() => {
    if (pastLastPage) show({ ...view, page: pages }, { replace: true });
  }, [pastLastPage, pages, view, show]);

  const refreshing = list.isPlaceholderData && list.isFetching;

  function content() {
    // A retry after an error shows the skeleton again, not the old error.
    if (list.isError && !list.isFetching) {
      return (
        <ListFailed
          title={`The ${nouns.many} could not be loaded`}
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (!data || list.isError || pastLastPage) {
      return <ListSkeleton phone={phone} label={`Loading ${nouns.many}`} />;
    }
    if (data.rows.length === 0) {
      const keyword = data.view.keyword;
      return (
        <ListEmpty
          title={`No ${nouns.many} yet`}
          noMatch={keyword === '' ? null : `No ${nouns.many} match “${keyword}”.`}
          onClear={() => searchFor('')}
        />
      );
    }
    const rows = {
      rows: data.rows,
      page: data.view.page,
      limit,
      columns,
      identity,
      manage,
      label: nouns.title,
    };
    return (
      <div className={refreshing ? classes.fetching : undefined} aria-busy={refreshing}>
        {phone ? (
          <AdminListCards {...rows} />
        ) : (
          <AdminListTable {...rows} minWidth={tableMinWidth} />
        )}
      </div>
    );
  }

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
        <ListSearch
          keyword={view.keyword}
          onSearch={searchFor}
          label={`Search ${nouns.many}`}
          placeholder={searchPlaceholder}
        />
        <Group gap="xs" aria-live="polite">
          {refreshing && <Loader size="xs" aria-label="Loading" />}
          {data && !pastLastPage && (
            <Text size="sm" c="dimmed">
              {shownRange(data.view.page, limit, data.rows.length, data.count)}
            </Text>
          )}
        </Group>
      </Group>
      {content()}
      {data && pages > 1 && (
        <Group component="nav" aria-label="Pages" justify="center">
          <Pagination
            total={pages}
            value={Math.min(view.page, pages)}
            onChange={(page) => show({ ...view, page })}
            siblings={phone ? 0 : 1}
            size={phone ? 'sm' : 'md'}
            getControlProps={(control) => ({
              'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
            })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
