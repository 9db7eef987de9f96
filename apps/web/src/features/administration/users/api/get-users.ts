/** GET user/?page=&limit=&keyword=&role=: a page of the users, with their role and companies. */
import { MASTER_PAGE_SIZE, userListResponseSchema } from '@outlet-pulse/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationKey } from '../../query-keys';
import { type UserListView, userListQuery } from '../user-list-params';

export function getUsers(view: UserListView, signal?: AbortSignal) {
  return authorizedRequest(`user/?${userListQuery(view)}`, userListResponseSchema, {
    signal,
  });
}

export const usersQueryOptions = (view: UserListView) =>
  queryOptions({
    queryKey: administrationKey('users', { ...view, limit: MASTER_PAGE_SIZE }),
    // The answer carries the view it answers: while the next page loads, the rows on screen
    // are still those of the page before, and are numbered as such.
    queryFn: async ({ signal }) => ({ ...(await getUsers(view, signal)), view }),
  });

/** The page of the view; while the next page loads, the one before stays on screen. */
export function useUsers(view: UserListView) {
  return useQuery({ ...usersQueryOptions(view), placeholderData: keepPreviousData });
}
