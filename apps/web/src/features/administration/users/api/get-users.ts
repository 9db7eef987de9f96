/** GET user/?page=&limit=&keyword=&role=: a page of the users, with their role and companies. */
import { MASTER_PAGE_SIZE, userListResponseSchema } from '@outlet-pulse/contracts';
import { pagedQueryOptions, usePagedQuery } from '../../../../components/record-list/paged-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationKey } from '../../query-keys';
import { type UserListView, userListQuery } from '../user-list-params';

export function getUsers(view: UserListView, signal?: AbortSignal) {
  return authorizedRequest(`user/?${userListQuery(view)}`, userListResponseSchema, {
    signal,
  });
}

export const usersQueryOptions = (view: UserListView) =>
  pagedQueryOptions(
    administrationKey('users', { ...view, limit: MASTER_PAGE_SIZE }),
    view,
    (signal) => getUsers(view, signal),
  );

export function useUsers(view: UserListView) {
  return usePagedQuery(usersQueryOptions(view));
}
