/**
 * GET branch/?company=&limit=500 for each chosen company: the outlets a user can be limited to.
 * One call per company, so adding a company loads only its outlets.
 */
import { branchListResponseSchema, MASTER_MAX_LIMIT } from '@outlet-pulse/contracts';
import { queryOptions, type UseQueryResult, useQueries } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationKey } from '../../query-keys';
import type { CompanyOutlets } from '../user-options';

export async function getCompanyOutlets(
  company: string,
  signal?: AbortSignal,
): Promise<CompanyOutlets> {
  const query = new URLSearchParams({ company, limit: String(MASTER_MAX_LIMIT) });
  const { rows } = await authorizedRequest(`branch/?${query}`, branchListResponseSchema, {
    signal,
  });
  return { company, outlets: rows };
}

const companyOutletsQueryOptions = (company: string) =>
  queryOptions({
    queryKey: administrationKey('outlets', company),
    queryFn: ({ signal }) => getCompanyOutlets(company, signal),
    staleTime: 10 * 60_000,
  });

function combineOutlets(results: UseQueryResult<CompanyOutlets>[]) {
  return {
    loaded: results.flatMap((result) => (result.data ? [result.data] : [])),
    loading: results.some((result) => result.isPending),
    failed: results.some((result) => result.isError),
  };
}

/** The outlets of each company loaded so far, and whether any is still loading or failed. */
export function useCompaniesOutlets(companies: readonly string[]) {
  return useQueries({
    queries: companies.map(companyOutletsQueryOptions),
    combine: combineOutlets,
  });
}
