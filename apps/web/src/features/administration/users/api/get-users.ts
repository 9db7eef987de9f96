/** GET user/?page=&limit=&keyword=&role=: a page of the users, with their role and companies. */
import { userListResponseSchema } from '@outlet-pulse/contracts';
import { usePagedQuery } from '../../../../components/record-list/paged-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationPageQuery } from '../../query-keys';
import { type UserListView, userListQuery } from '../user-list-params';

export function getUsers(view: UserListView, signal?: AbortSignal) {
  return authorizedRequest(`user/?${userListQuery(view)}`, userListResponseSchema, {
    signal,
  });
}

export const usersQueryOptions = (view: UserListView) =>
  administrationPageQuery('users', view, getUsers);

export function useUsers(view: UserListView) {
  return usePagedQuery(usersQueryOptions(view));
}
