/**
 * What a paged list shows around its rows: the number of pages, whether the address asks for a
 * page past the last one (the list got shorter, or a typed address) and then showing the last
 * page instead, and whether the rows on screen are those of the page before while the next loads.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pageCount } from '../list-view-params';

export interface PagedAnswer<Row, View> {
  rows: Row[];
  count: number;
  /** The view the rows answer, which is not the address's while the next page loads. */
  view: View;
}

export function usePagedList<Row, View extends { page: number }>(
  list: UseQueryResult<PagedAnswer<Row, View>>,
  view: View,
  show: (view: View, options?: { replace?: boolean }) => void,
) {
  const data = list.data;
  const pages = data ? pageCount(data.count) : 1;
  const pastLastPage = data !== undefined && !list.isPlaceholderData && view.page > pages;
  useEffect(() => {
    if (pastLastPage) show({ ...view, page: pages }, { replace: true });
  }, [pastLastPage, pages, view, show]);

  return { data, pages, pastLastPage, refreshing: list.isPlaceholderData && list.isFetching };
}
