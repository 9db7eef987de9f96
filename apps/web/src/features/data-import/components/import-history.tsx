/**
 * The history of imports, newest first, ten to a page; the page lives in the address. A table
 * on wider screens, cards on a phone.
 */
import { Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useImportHistory } from '../api/get-import-history';
import { useHistoryPage } from '../hooks/use-history-page';
import { HISTORY_PAGE_SIZE, pageCount, shownRange } from '../import-params';
import classes from './data-import.module.css';
import { HistoryCards } from './history-cards';
import { HistoryEmpty, HistoryFailed, HistorySkeleton } from './history-states';
import { HistoryTable } from './history-table';

export function ImportHistory({ phone }: { phone: boolean }) {
  const { page, showPage } = useHistoryPage();
  const history = useImportHistory(page, true);
  const data = history.data;
  const pages = data ? pageCount(data.count) : 1;
  // An address past the last page (a typed address, or a shorter history) shows the last.
  const pastLastPage = data !== undefined && !history.isPlaceholderData && page > pages;
  useEffect(() => {
    if (pastLastPage) showPage(pages, { replace: true });
  }, [pastLastPage, pages, showPage]);
  const refreshing = history.isPlaceholderData && history.isFetching;

  function content() {
    if (history.isError && !history.isFetching) {
      return (
        <HistoryFailed message={history.error.message} onRetry={() => void history.refetch()} />
      );
    }
    if (!data || history.isError || pastLastPage) return <HistorySkeleton phone={phone} />;
    if (data.rows.length === 0) return <HistoryEmpty />;
    const rows = { rows: data.rows, page: data.page };
    return (
      <div className={refreshing ? classes.fetching : undefined} aria-busy={refreshing}>
        {phone ? <HistoryCards {...rows} /> : <HistoryTable {...rows} />}
      </div>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="import-history-title">
      <Group justify="space-between" gap="xs" align="baseline">
        <Title order={2} size="h4" id="import-history-title">
          History
        </Title>
        <Group gap="xs" aria-live="polite">
          {refreshing && <Loader size="xs" aria-label="Loading" />}
          {data && !pastLastPage && (
            <Text size="sm" c="dimmed">
              {shownRange(data.page, HISTORY_PAGE_SIZE, data.rows.length, data.count)}
            </Text>
          )}
        </Group>
      </Group>
      {content()}
      {data && pages > 1 && (
        <Group component="nav" aria-label="History pages" justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => showPage(next)}
            siblings={phone ? 0 : 1}
            size={phone ? 'sm' : 'md'}
            getControlProps={(control) => ({
              'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
