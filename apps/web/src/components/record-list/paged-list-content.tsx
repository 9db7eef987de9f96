/**
 * The body of a paged list: its skeleton while the first page loads (or a retry runs), the
 * failure with a Retry, the empty answer, or the rows, dimmed while the next page loads.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { ListFailed, ListSkeleton } from './list-states';
import classes from './record-list.module.css';

interface PagedListContentProps<Data extends { rows: readonly unknown[] }> {
  list: UseQueryResult<Data>;
  /**
   * From usePagedList: whether the address asks for a page past the last (the last one is on its
   * way), and whether the rows on screen are those of the page before.
   */
  paged: { pastLastPage: boolean; refreshing: boolean };
  /** The skeleton's shape and accessible name. */
  skeleton: ComponentProps<typeof ListSkeleton>;
  failedTitle: string;
  /** What an answer without rows shows. */
  empty: (data: Data) => ReactNode;
  children: (data: Data) => ReactNode;
}

export function PagedListContent<Data extends { rows: readonly unknown[] }>({
  list,
  paged: { pastLastPage, refreshing },
  skeleton,
  failedTitle,
  empty,
  children,
}: PagedListContentProps<Data>) {
  // A retry after an error shows the skeleton again, not the old error.
  if (list.isError && !list.isFetching) {
    return (
      <ListFailed
        title={failedTitle}
        message={list.error.message}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data || list.isError || pastLastPage) return <ListSkeleton {...skeleton} />;
  if (list.data.rows.length === 0) return empty(list.data);
  return (
    <div className={refreshing ? classes.fetching : undefined} aria-busy={refreshing}>
      {children(list.data)}
    </div>
  );
}
