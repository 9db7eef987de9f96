/**
 * The Today page's one call (GET /api/portal/sales/today, issue 26): its query from the page's
 * address, its queryOptions (the page and the route's prefetch share the key), and the hook.
 * The address holds either a saved view (`view`), a filter (company, type, group, outlet), or
 * nothing: then the server answers the user's default view, or everything the user may see.
 * Only contracts and lib are imported: the route table loads this with the app's first chunk.
 */
import { type TodayAnswer, todayResponseSchema } from '@outlet-pulse/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';
import { SIGNED_IN_KEY } from '../../../lib/session';

export const TODAY_PATH = '/portal/sales/today';

/** The parameters of the call, as the address gives them; an empty object is the default. */
export type TodayRequest = Partial<
  Record<'view' | 'company' | 'type' | 'group' | 'outlet', string>
>;

const FILTER_NAMES = ['company', 'type', 'group', 'outlet'] as const;
const CODE_LIST = /^[A-Za-z0-9_,-]{1,2000}$/;

/**
 * The call's query from the address: a view wins over a filter (choosing a field of the filter
 * removes the view from the address); values that are not codes are left out, as the server
 * would refuse them.
 */
export function todayRequestOf(params: URLSearchParams): TodayRequest {
  const view = params.get('view');
  if (view !== null && CODE_LIST.test(view)) return { view };
  const request: TodayRequest = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value !== null && CODE_LIST.test(value)) request[name] = value;
  }
  return request;
}

export function todayQueryOptions(request: TodayRequest) {
  return queryOptions({
    queryKey: [SIGNED_IN_KEY, 'sales-today', request],
    queryFn: ({ signal }): Promise<TodayAnswer> => {
      const search = new URLSearchParams(request).toString();
      return authorizedRequest(
        `portal/sales/today${search ? `?${search}` : ''}`,
        todayResponseSchema,
        { signal },
      );
    },
  });
}

export function useToday(request: TodayRequest) {
  return useQuery(todayQueryOptions(request));
}

/** The route's prefetch: the page's call starts while its code loads. */
export function prefetchToday(queryClient: QueryClient, url: URL): void {
  void queryClient.prefetchQuery(todayQueryOptions(todayRequestOf(url.searchParams)));
}
