import type { ImportKind } from '@outlet-pulse/contracts';

/** What the database knows, for the references a file makes (imports.repository.ts reads it). */
export interface ImportContext {
  outletIds: ReadonlySet<string>;
  companies: ReadonlySet<string>;
  /** Each company's numeric id, by code: an existing company keeps it. */
  companyIds: ReadonlyMap<string, number>;
  types: ReadonlySet<string>;
  groups: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  /** Closed months, 'YYYY-MM': the sales kinds may not load into them. */
  closedPeriods: ReadonlySet<string>;
}

/** The field of the context a kind's file adds codes to; employees are named by no other file. */
const DEFINED_IN = {
  outlets: 'outletIds',
  companies: 'companies',
  categories: 'categories',
  'outlet-types': 'types',
  'outlet-groups': 'groups',
} as const satisfies Partial<Record<ImportKind, keyof ImportContext>>;

/**
 * The context with the codes a file of `kind` defines counted as known: how a bundle's later
 * files are checked against its master-list and outlets files (their ids stay the database's).
 */
export function withDefinedCodes(
  context: ImportContext,
  kind: ImportKind,
  codes: readonly string[],
): ImportContext {
  if (!(kind in DEFINED_IN) || codes.length === 0) return context;
  const field = DEFINED_IN[kind as keyof typeof DEFINED_IN];
  return { ...context, [field]: new Set([...context[field], ...codes]) };
}
