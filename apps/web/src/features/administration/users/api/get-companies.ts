/** GET master/company?limit=500: the companies a user can be given. */
import { MASTER_MAX_LIMIT, masterListResponseSchema } from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationKey } from '../../query-keys';
import { type Company, companyFromRow } from '../user-options';

export async function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  const { rows } = await authorizedRequest(
    `master/company?limit=${MASTER_MAX_LIMIT}`,
    masterListResponseSchema,
    { signal },
  );
  return rows.map(companyFromRow);
}

const companiesQueryOptions = () =>
  queryOptions({
    queryKey: administrationKey('companies'),
    queryFn: ({ signal }) => getCompanies(signal),
    staleTime: 10 * 60_000,
  });

export function useCompanies(enabled: boolean) {
  return useQuery({ ...companiesQueryOptions(), enabled });
}
