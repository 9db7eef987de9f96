/**
 * What a paged list shows around its rows: the number of pages, whether the address asks for a
 * page past the last one (the list got shorter, or a typed address) and then showing the last
 * page instead, whether the rows on screen are those of the page before while the next loads,
 * which rows are shown ('Showing 16–30 of 183') and the pager's state.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ShownRows } from './list-pager';
import { pageCount } from './list-view';
import type { ShowView } from './use-list-view';

/** A page of rows with the view it answers, which is not the address's while the next loads. */
export interface PagedAnswer {
  rows: readonly unknown[];
  count: number;
  view: { page: number };
}

export function usePagedList<Data extends PagedAnswer, View extends { page: number }>(
  list: UseQueryResult<Data>,
  view: View,
  show: ShowView<View>,
  limit: number,
) {
  const data = list.data;
  const pages = data ? pageCount(data.count, limit) : 1;
  const pastLastPage = data !== undefined && !list.isPlaceholderData && view.page > pages;
  useEffect(() => {
    if (pastLastPage) show({ ...view, page: pages }, { replace: true });
  }, [pastLastPage, pages, view, show]);

  /** Nothing to count while the first page loads, or the last one is on its way. */
  const shown: ShownRows | null =
    data && !pastLastPage
      ? { page: data.view.page, limit, rowsShown: data.rows.length, count: data.count }
      : null;

  return {
    data,
    pastLastPage,
    refreshing: list.isPlaceholderData && list.isFetching,
    shown,
    /** The pager's props: a new page is a new history entry. */
    pager: { pages, page: view.page, onChange: (page: number) => show({ ...view, page }) },
  };
}
