/**
 * Whose rows an importer may load (issue 17): the companies they may see, by the one rule of
 * core/entitlements.ts, and, for a user limited to some outlets, those outlets.
 *
 * - Rows that name an outlet or a company (the sales kinds, an outlets file's company, an
 *   employee's company and outlet) are checked against a context cut down to the grant, so one
 *   outside it gets the very reason of one that does not exist: nobody learns from an import
 *   whether another company's outlet exists.
 * - Rows whose own key is outside the grant (an existing outlet or employee of another company,
 *   a company the importer may not see or does not have yet, a new outlet for a user limited
 *   to outlets) are refused at their line with one reason, IMPORT_MESSAGES.notYours. An id is
 *   one key for every company, so that a new id loads where a taken one is refused cannot be
 *   hidden; the reason at least says nothing about whose it is.
 * - Categories, outlet types and outlet groups belong to no company: every holder of the import
 *   permission loads them, as the code-list screens let them change them.
 *
 * Administrators of every company, and the CLI, the inbox and the starter set, which an
 * operator runs for the whole database, import with no limit (a null scope).
 */
import type { ImportKind } from '@outlet-pulse/contracts';
import type { AuthContext } from '../../core/caller';
import { visibleCompanies } from '../../core/entitlements';
import type { ReferenceData } from '../../core/reference-data';
import type { ImportContext } from './file/import-context';

export interface ImportScope {
  companies: ReadonlySet<string>;
  /** The outlets of those companies the importer is limited to; null: all of them. */
  outlets: ReadonlySet<string> | null;
}

/** Who imports on the screen: the user the upload waits for, and what their rows may name. */
export interface Importer {
  userId: number;
  /** Null: every company and outlet. */
  scope: ImportScope | null;
}

/** What a signed-in caller may import: null when they see every company and every outlet. */
export function importerOf(caller: AuthContext, reference: ReferenceData): Importer {
  const visible = visibleCompanies(reference, caller).map((company) => company.code);
  const everything =
    caller.companies === 'all' &&
    caller.outlets === 'all' &&
    visible.length === reference.companies.length;
  return {
    userId: caller.userId,
    scope: everything
      ? null
      : {
          companies: new Set(visible),
          outlets: caller.outlets === 'all' ? null : new Set(caller.outlets),
        },
  };
}

/** Whether an importer limited to `scope` may name outlet `id` of company `company`. */
export function mayNameOutlet(scope: ImportScope, id: string, company: string): boolean {
  return scope.companies.has(company) && (scope.outlets === null || scope.outlets.has(id));
}

/** What the database knows, as an importer limited to `scope` may know it. */
export function scopedContext(context: ImportContext, scope: ImportScope | null): ImportContext {
  if (scope === null) return context;
  const outletPlaces = new Map(
    [...context.outletPlaces].filter(([id, place]) => mayNameOutlet(scope, id, place.company)),
  );
  return {
    ...context,
    outletIds: new Set([...context.outletIds].filter((id) => outletPlaces.has(id))),
    outletPlaces,
    companies: new Set([...context.companies].filter((code) => scope.companies.has(code))),
    // An id held by a company the importer may not see reads as free: the check names no
    // company outside the grant (a new company is refused by its key anyway).
    companyIds: new Map([...context.companyIds].filter(([code]) => scope.companies.has(code))),
  };
}

/** How IMPORT_MESSAGES.notYours names the key of a kind keyed by a company's row. */
export const KEY_LABEL: Partial<Record<ImportKind, 'company' | 'outlet' | 'employee'>> = {
  outlets: 'outlet',
  employees: 'employee',
  companies: 'company',
};

/** What of the database's keys lies outside a scope, read once per check. */
export interface ForeignKeys {
  scope: ImportScope;
  /** Outlets of the database the importer may not name. */
  outlets: ReadonlySet<string>;
  /** Employees of companies the importer may not see (and those of no company). */
  employees: ReadonlySet<string>;
}

/** The outlets of `context` (the whole database's) that `scope` may not name. */
export function foreignOutlets(context: ImportContext, scope: ImportScope): Set<string> {
  const foreign = new Set<string>();
  for (const [id, place] of context.outletPlaces) {
    if (!mayNameOutlet(scope, id, place.company)) foreign.add(id);
  }
  return foreign;
}

/**
 * The keys of a file of `kind` (its outlets, or the codes it defines) that rows may not have:
 * an outlet of another company, or a new one for a user limited to outlets; an employee of
 * another company; a company the importer may not see. Empty for the kinds keyed by no company.
 */
export function keysOutsideScope(
  kind: ImportKind,
  keys: readonly string[],
  foreign: ForeignKeys,
): string[] {
  const { scope } = foreign;
  switch (kind) {
    case 'outlets':
      return keys.filter(
        (id) => foreign.outlets.has(id) || (scope.outlets !== null && !scope.outlets.has(id)),
      );
    case 'employees':
      return keys.filter((id) => foreign.employees.has(id));
    case 'companies':
      return keys.filter((code) => !scope.companies.has(code));
    default:
      return [];
  }
}
