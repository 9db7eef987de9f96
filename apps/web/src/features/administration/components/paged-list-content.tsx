/**
 * The body of a paged list: its skeleton while the first page loads (or a retry runs), the
 * failure with a Retry, the empty answer, or the rows, dimmed while the next page loads.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PagedAnswer } from '../hooks/use-paged-list';
import classes from './administration.module.css';
import { ListFailed, ListSkeleton } from './list-states';

interface PagedListContentProps<Row, View> {
  list: UseQueryResult<PagedAnswer<Row, View>>;
  /** The address asks for a page past the last; the last one is on its way. */
  pastLastPage: boolean;
  refreshing: boolean;
  phone: boolean;
  loadingLabel: string;
  failedTitle: string;
  empty: ReactNode;
  children: (answer: PagedAnswer<Row, View>) => ReactNode;
}

export function PagedListContent<Row, View>({
  list,
  pastLastPage,
  refreshing,
  phone,
  loadingLabel,
  failedTitle,
  empty,
  children,
}: PagedListContentProps<Row, View>) {
  // A retry after an error shows the skeleton again, not the old error.
  if (list.isError && !list.isFetching) {
    return (
      <ListFailed
        title={failedTitle}
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data || list.isError || pastLastPage) {
    return <ListSkeleton phone={phone} label={loadingLabel} />;
  }
  if (list.data.rows.length === 0) return empty;
  return (
    <div className={refreshing ? classes.fetching : undefined} aria-busy={refreshing}>
      {children(list.data)}
    </div>
  );
}
