/**
 * Saved views (issue 26): a user's own named sales filters. A filter is checked when it is
 * saved (unknown codes and companies the user may not see → 400); when it is read, companies
 * the user may no longer see (a grant taken away since) are dropped and named, never refused,
 * and so are outlets the user may no longer see. Another user's view is not found.
 */
import { randomBytes } from 'node:crypto';
import {
  ALL_OUTLETS,
  type CreateSavedViewRequest,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_PER_USER,
  type SavedViewFilter,
  TOTAL_COMPANY,
  type UpdateSavedViewRequest,
} from '@outlet-pulse/contracts';
import type { AuthContext } from '../../core/caller';
import { visibleCompanies } from '../../core/entitlements';
import { conflict, invalidField, notFound } from '../../core/errors';
import type { ReferenceData } from '../../core/reference-data';
import { findCompanies } from '../../core/reference-data.repository';
import type { Database, Executor } from '../../db/database';
import { checkType, findOutletsByIds, resolveGroups } from '../sales-summary';
import {
  clearDefaultSavedView,
  deleteSavedView,
  findUserSavedView,
  findUserSavedViews,
  insertSavedView,
  type SavedViewRecord,
  updateSavedView,
} from './saved-views.repository';

/** A view as the pages use it: what the caller may see of its filter, and what was dropped. */
export interface ResolvedView {
  id: string;
  name: string;
  filter: SavedViewFilter;
  /** Companies the view names that the caller may no longer see (left out of `filter`). */
  droppedCompanies: string[];
}

/** A view as its owner lists it: the filter as saved, and the companies dropped from it now. */
export interface OwnSavedView extends SavedViewRecord {
  droppedCompanies: string[];
}

const notFoundView = () => notFound(SAVED_VIEW_MESSAGES.notFound);

/** The codes of the companies the caller may see. */
function visibleCodes(companies: ReferenceData['companies'], caller: AuthContext): Set<string> {
  const reference = { companies, types: [], groups: [], lastSalesDate: null };
  return new Set(visibleCompanies(reference, caller).map((company) => company.code));
}

function droppedCompaniesOf(filter: SavedViewFilter, visible: ReadonlySet<string>): string[] {
  return filter.companies === TOTAL_COMPANY
    ? []
    : filter.companies.filter((code) => !visible.has(code));
}

/** The outlets of the list the caller may still see (of a visible company, within their grant). */
async function visibleOutlets(
  db: Executor,
  caller: AuthContext,
  visible: ReadonlySet<string>,
  outlets: readonly string[],
): Promise<string[]> {
  const found = new Map(
    (await findOutletsByIds(db, outlets)).map((outlet) => [outlet.id, outlet.companyCode]),
  );
  return outlets.filter((id) => {
    const company = found.get(id);
    if (company === undefined || !visible.has(company)) return false;
    return caller.outlets === 'all' || caller.outlets.includes(id);
  });
}

/**
 * A view's filter cut to what the caller may see now: dropped companies left out (a view all of
 * whose companies were dropped keeps an empty list: it shows nothing), and its outlets those the
 * caller may still see (All when none is left).
 */
async function resolve(
  db: Executor,
  caller: AuthContext,
  view: SavedViewRecord,
  companies: ReferenceData['companies'],
): Promise<ResolvedView> {
  const visible = visibleCodes(companies, caller);
  const droppedCompanies = droppedCompaniesOf(view.filter, visible);
  const { filter } = view;
  let outlets: SavedViewFilter['outlets'] = filter.outlets;
  if (outlets !== ALL_OUTLETS) {
    const kept = await visibleOutlets(db, caller, visible, outlets);
    outlets = kept.length > 0 ? kept : ALL_OUTLETS;
  }
  return {
    id: view.id,
    name: view.name,
    filter: {
      companies:
        filter.companies === TOTAL_COMPANY
          ? TOTAL_COMPANY
          : filter.companies.filter((code) => visible.has(code)),
      type: filter.type,
      groups: filter.groups,
      outlets,
    },
    droppedCompanies,
  };
}

/**
 * The view the Today page shows: the caller's view of this id, or with null their default
 * view (null when they have none). Another user's id, or an unknown one, is not found. Pass the
 * reference data when it is at hand; otherwise the companies are read.
 */
export async function resolveSavedView(
  db: Database | Executor,
  caller: AuthContext,
  viewId: string | null,
  reference?: Pick<ReferenceData, 'companies'>,
): Promise<ResolvedView | null> {
  const executor = 'kysely' in db ? db.kysely : db;
  const view = await findUserSavedView(executor, caller.userId, viewId);
  if (!view) {
    if (viewId === null) return null;
    throw notFoundView();
  }
  const companies = reference?.companies ?? (await findCompanies(executor));
  return resolve(executor, caller, view, companies);
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** A filter as it is saved: each code once, every code known and the caller's to see. */
async function checkedFilter(
  db: Executor,
  reference: ReferenceData,
  caller: AuthContext,
  filter: SavedViewFilter,
): Promise<SavedViewFilter> {
  const visible = visibleCodes(reference.companies, caller);
  const known = new Set(reference.companies.map((company) => company.code));
  const companies = filter.companies === TOTAL_COMPANY ? null : unique(filter.companies);
  for (const code of companies ?? []) {
    if (!known.has(code))
      throw invalidField('filter.companies', SAVED_VIEW_MESSAGES.unknownCompany(code));
    if (!visible.has(code))
      throw invalidField('filter.companies', SAVED_VIEW_MESSAGES.companyNotYours(code));
  }
  checkType(reference, filter.type);
  const groups = unique(filter.groups);
  const allGroups = resolveGroups(reference, groups, 'filter.groups') === null;
  const outlets = filter.outlets === ALL_OUTLETS ? null : unique(filter.outlets);
  if (outlets !== null) {
    const mine = new Set(await visibleOutlets(db, caller, visible, outlets));
    const found = new Map((await findOutletsByIds(db, outlets)).map((row) => [row.id, row]));
    for (const id of outlets) {
      const outlet = found.get(id);
      const refuse = (message: string) => invalidField('filter.outlets', message);
      if (!outlet) throw refuse(`unknown outlet ${id}`);
      if (!mine.has(id)) throw refuse(`outlet ${id} is not one you may see`);
      if (companies !== null && !companies.includes(outlet.companyCode))
        throw refuse(`outlet ${id} is not an outlet of ${companies.join(', ')}`);
      if (outlet.typeCode !== filter.type)
        throw refuse(`outlet ${id} is not of type ${filter.type}`);
      if (!allGroups && !groups.includes(outlet.groupCode))
        throw refuse(`outlet ${id} is not in group ${groups.join(', ')}`);
    }
  }
  return {
    companies: companies ?? TOTAL_COMPANY,
    type: filter.type,
    groups,
    outlets: outlets ?? ALL_OUTLETS,
  };
}

const sameName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export interface SavedViewsOptions {
  clock?: () => number;
}

export class SavedViewsService {
  readonly #now: () => number;

  constructor(
    private readonly database: Database,
    options: SavedViewsOptions = {},
  ) {
    this.#now = options.clock ?? Date.now;
  }

  /** The caller's views by name, each with the companies dropped from it now. */
  async list(caller: AuthContext, reference: ReferenceData): Promise<OwnSavedView[]> {
    const visible = visibleCodes(reference.companies, caller);
    const views = await findUserSavedViews(this.database.kysely, caller.userId);
    return views
      .map((view) => ({ ...view, droppedCompanies: droppedCompaniesOf(view.filter, visible) }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.createdAt - b.createdAt);
  }

  async create(
    caller: AuthContext,
    reference: ReferenceData,
    request: CreateSavedViewRequest,
  ): Promise<OwnSavedView> {
    const db = this.database.kysely;
    const filter = await checkedFilter(db, reference, caller, request.filter);
    const now = this.#now();
    const view: SavedViewRecord = {
      id: randomBytes(12).toString('base64url'),
      userId: caller.userId,
      name: request.name,
      filter,
      isDefault: request.isDefault ?? false,
      createdAt: now,
      updatedAt: now,
    };
    await db.transaction().execute(async (transaction) => {
      const existing = await findUserSavedViews(transaction, caller.userId);
      if (existing.length >= SAVED_VIEWS_PER_USER) throw conflict(SAVED_VIEW_MESSAGES.tooMany);
      this.#checkNameFree(existing, view);
      if (view.isDefault) await clearDefaultSavedView(transaction, caller.userId);
      await insertSavedView(transaction, view);
    });
    return { ...view, droppedCompanies: [] };
  }

  async update(
    caller: AuthContext,
    reference: ReferenceData,
    id: string,
    request: UpdateSavedViewRequest,
  ): Promise<OwnSavedView> {
    const db = this.database.kysely;
    const filter =
      request.filter === undefined
        ? undefined
        : await checkedFilter(db, reference, caller, request.filter);
    const updated = await db.transaction().execute(async (transaction) => {
      const existing = await findUserSavedViews(transaction, caller.userId);
      const current = existing.find((view) => view.id === id);
      if (!current) throw notFoundView();
      const view: SavedViewRecord = {
        ...current,
        name: request.name ?? current.name,
        filter: filter ?? current.filter,
        isDefault: request.isDefault ?? current.isDefault,
        updatedAt: this.#now(),
      };
      this.#checkNameFree(existing, view);
      if (view.isDefault && !current.isDefault) {
        await clearDefaultSavedView(transaction, caller.userId);
      }
      await updateSavedView(transaction, view);
      return view;
    });
    const visible = visibleCodes(reference.companies, caller);
    return { ...updated, droppedCompanies: droppedCompaniesOf(updated.filter, visible) };
  }

  async remove(caller: AuthContext, id: string): Promise<void> {
    if (!(await deleteSavedView(this.database.kysely, caller.userId, id))) throw notFoundView();
  }

  /** Names are the user's own and told apart regardless of case. */
  #checkNameFree(existing: readonly SavedViewRecord[], view: SavedViewRecord): void {
    if (existing.some((other) => other.id !== view.id && sameName(other.name, view.name)))
      throw conflict(SAVED_VIEW_MESSAGES.nameTaken(view.name));
  }
}
