/**
 * GET userrole/?limit=500: every role with its number of users, for the roles screen and for
 * the role choices of the users screen (there are a handful of roles, never 500).
 */
import { MASTER_MAX_LIMIT, roleListResponseSchema } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationKey } from '../../query-keys';

export function getRoles(signal?: AbortSignal) {
  return authorizedRequest(`userrole/?limit=${MASTER_MAX_LIMIT}`, roleListResponseSchema, {
    signal,
  });
}

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: administrationKey('roles'),
    queryFn: ({ signal }) => getRoles(signal),
  });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
