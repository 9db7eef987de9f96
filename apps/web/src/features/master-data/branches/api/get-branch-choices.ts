/**
 * The choices of the branch form's selects, all from the server: companies
 * (GET master/company), branch types (GET master/branch_types), branch groups
 * (GET master/branch_groups) and regions (GET region/?limit=500).
 */
import {
  MASTER_MAX_LIMIT,
  regionListResponseSchema,
  successEnvelope,
} from '@outlet-pulse/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChoiceOption } from '../../../../components/record-list/choice-options';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { CHOICES_STALE_MS, masterDataKeys } from '../../master-data-keys';

const rowsOf = <Row extends z.ZodType>(row: Row) =>
  successEnvelope(z.object({ rows: z.array(row) }));

const companyRows = rowsOf(z.object({ company: z.string(), companyName: z.string() }));
const codeRows = rowsOf(z.object({ code: z.string(), name: z.string() }));

const choicesQuery = (name: string, load: (signal: AbortSignal) => Promise<ChoiceOption[]>) =>
  queryOptions({
    queryKey: [...masterDataKeys.choices, name],
    queryFn: ({ signal }) => load(signal),
    staleTime: CHOICES_STALE_MS,
  });

const companiesQuery = choicesQuery('companies', async (signal) => {
  const { rows } = await authorizedRequest(
    `master/company?limit=${MASTER_MAX_LIMIT}`,
    companyRows,
    {
      signal,
    },
  );
  return rows.map((row) => ({ value: row.company, label: `${row.company} · ${row.companyName}` }));
});

const codesQuery = (name: string, path: string) =>
  choicesQuery(name, async (signal) => {
    const { rows } = await authorizedRequest(path, codeRows, { signal });
    return rows.map((row) => ({ value: row.code, label: row.name }));
  });

const typesQuery = codesQuery('branch-types', `master/branch_types?limit=${MASTER_MAX_LIMIT}`);
const groupsQuery = codesQuery('branch-groups', `master/branch_groups?limit=${MASTER_MAX_LIMIT}`);

const regionsQuery = choicesQuery('regions', async (signal) => {
  const { rows } = await authorizedRequest(
    `region/?limit=${MASTER_MAX_LIMIT}`,
    regionListResponseSchema,
    { signal },
  );
  return rows.map((row) => ({ value: row.idRegion, label: `${row.idRegion} · ${row.regionName}` }));
});

export interface BranchChoices {
  companies: ChoiceOption[];
  types: ChoiceOption[];
  groups: ChoiceOption[];
  regions: ChoiceOption[];
  isLoading: boolean;
  /** The first load that failed, to say so in the form. */
  error: Error | null;
  retry: () => void;
}

export function useBranchChoices(): BranchChoices {
  const queries = [
    useQuery(companiesQuery),
    useQuery(typesQuery),
    useQuery(groupsQuery),
    useQuery(regionsQuery),
  ] as const;
  const [companies, types, groups, regions] = queries;
  return {
    companies: companies.data ?? [],
    types: types.data ?? [],
    groups: groups.data ?? [],
    regions: regions.data ?? [],
    isLoading: queries.some((query) => query.isLoading),
    error: queries.find((query) => query.error)?.error ?? null,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
