/**
 * The choices of the branch form's selects, all from the server: the active companies
 * (GET company/), outlet types (GET outlet-type/) and outlet groups (GET outlet-group/), since
 * an inactive code is not offered for a branch (the form keeps a branch's own one), and the
 * regions (GET region/?limit=500).
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

const codeRows = rowsOf(z.object({ code: z.string(), name: z.string(), active: z.boolean() }));

const choicesQuery = (name: string, load: (signal: AbortSignal) => Promise<ChoiceOption[]>) =>
  queryOptions({
    queryKey: [...masterDataKeys.choices, name],
    queryFn: ({ signal }) => load(signal),
    staleTime: CHOICES_STALE_MS,
  });

/** The active entries of a code list, each labelled as `label` says. */
const codesQuery = (name: string, path: string, label: (code: string, name: string) => string) =>
  choicesQuery(name, async (signal) => {
    const { rows } = await authorizedRequest(`${path}/?limit=${MASTER_MAX_LIMIT}`, codeRows, {
      signal,
    });
    return rows
      .filter((row) => row.active)
      .map((row) => ({ value: row.code, label: label(row.code, row.name) }));
  });

const companiesQuery = codesQuery('companies', 'company', (code, name) => `${code} · ${name}`);
const typesQuery = codesQuery('branch-types', 'outlet-type', (_code, name) => name);
const groupsQuery = codesQuery('branch-groups', 'outlet-group', (_code, name) => name);

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
