/** GET userrole/:code: a role with the permissions and menus it grants. */
import { roleResponseSchema } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationKey } from '../../query-keys';

export function getRole(code: string, signal?: AbortSignal) {
  return authorizedRequest(`userrole/${encodeURIComponent(code)}`, roleResponseSchema, {
    signal,
  });
}

export const roleQueryOptions = (code: string) =>
  queryOptions({
    queryKey: administrationKey('roles', code),
    queryFn: ({ signal }) => getRole(code, signal),
  });

export function useRole(code: string) {
  return useQuery(roleQueryOptions(code));
}
