/** GET userrole/catalog: every permission a role can grant (with what it allows) and the menu tree. */
import { roleCatalogResponseSchema } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationKey } from '../../query-keys';

export function getRoleCatalog(signal?: AbortSignal) {
  return authorizedRequest('userrole/catalog', roleCatalogResponseSchema, { signal });
}

const roleCatalogQueryOptions = () =>
  queryOptions({
    queryKey: administrationKey('role-catalog'),
    queryFn: ({ signal }) => getRoleCatalog(signal),
    // The catalog changes only with a new release of the portal.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRoleCatalog() {
  return useQuery(roleCatalogQueryOptions());
}
