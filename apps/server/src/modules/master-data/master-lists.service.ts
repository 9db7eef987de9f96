/**
 * Answers the master lists: each sees only rows of the companies the caller may see. The
 * holding's own staff (structure KCG) are seen by callers who see every company.
 */
import type { PageQuery } from '@outlet-pulse/contracts';
import type { AuthContext } from '../../core/caller';
import { notFound } from '../../core/errors';
import { searchWindow } from '../../core/paging';
import { todayIn } from '../../lib/business-date';
import type { BranchService, MasterDataOptions } from './branches.service';
import type { EntryListDefinition } from './master-lists';
import {
  type BranchScope,
  type EmployeeFilter,
  entryExists,
  findBranchRows,
  findCompanyRows,
  findEmployees,
  findEntries,
  findJobTitlesInUse,
  findSubcategoryRows,
  type ListWindow,
} from './master-lists.repository';

const windowOf = (query: PageQuery): ListWindow => ({
  ...searchWindow(query),
  parent: query.parent,
});

export class MasterListService {
  constructor(
    private readonly options: MasterDataOptions,
    private readonly branches: BranchService,
  ) {}

  get #db() {
    return this.options.database.kysely;
  }

  async entries(caller: AuthContext, definition: EntryListDefinition, query: PageQuery) {
    return findEntries(
      this.#db,
      definition,
      await this.branches.visibleCompanyCodes(caller),
      windowOf(query),
    );
  }

  /** A child list read by its parent in the path; 404 when the parent does not exist. */
  async entriesOf(
    caller: AuthContext,
    definition: EntryListDefinition,
    parent: { list: string; code: string; parent?: string; label: string },
    query: PageQuery,
  ) {
    if (!(await entryExists(this.#db, parent.list, parent.code, parent.parent))) {
      throw notFound(`${parent.label} ${parent.code} does not exist.`);
    }
    return this.entries(caller, definition, { ...query, parent: parent.code });
  }

  async entry(caller: AuthContext, definition: EntryListDefinition, code: string, label: string) {
    const { rows } = await findEntries(
      this.#db,
      definition,
      await this.branches.visibleCompanyCodes(caller),
      { keyword: '', parent: '', offset: 0, limit: 1, code },
    );
    const found = rows[0];
    if (!found) throw notFound(`${label} ${code} does not exist.`);
    return found;
  }

  async companies(caller: AuthContext, query: PageQuery) {
    return findCompanyRows(
      this.#db,
      await this.branches.visibleCompanyCodes(caller),
      windowOf(query),
    );
  }

  async branchList(
    caller: AuthContext,
    query: PageQuery,
    scope: BranchScope,
    companies?: string[],
  ) {
    const visible = await this.branches.visibleCompanyCodes(caller);
    const wanted = companies ? companies.filter((code) => visible.includes(code)) : visible;
    const today = todayIn(this.options.timeZone, new Date(this.options.clock()));
    return findBranchRows(this.#db, wanted, windowOf(query), scope, today);
  }

  /** Branches of the caller's own company (the holding's staff: every visible company). */
  async branchesOfOwnCompany(caller: AuthContext, query: PageQuery) {
    const visible = await this.branches.visibleCompanyCodes(caller);
    const own = visible.includes(caller.structureCompany) ? [caller.structureCompany] : visible;
    return this.branchList(caller, query, { kind: 'all' }, own);
  }

  subcategories(query: PageQuery) {
    return findSubcategoryRows(this.#db, windowOf(query));
  }

  async jobTitlesInUse(caller: AuthContext, query: PageQuery) {
    return findJobTitlesInUse(this.#db, await this.#staffCompanies(caller), windowOf(query));
  }

  async employees(
    caller: AuthContext,
    query: PageQuery,
    options: Pick<EmployeeFilter, 'activeOnly' | 'inactiveOnly' | 'company'> & {
      withoutUser?: boolean;
      division?: string;
    },
  ) {
    return findEmployees(this.#db, {
      ...windowOf(query),
      ...options,
      companies: await this.#staffCompanies(caller),
      withoutUser: options.withoutUser ?? false,
    });
  }

  async employee(caller: AuthContext, employeeId: string) {
    const { rows } = await findEmployees(this.#db, {
      keyword: '',
      parent: '',
      offset: 0,
      limit: 1,
      employeeId,
      companies: await this.#staffCompanies(caller),
      activeOnly: false,
      withoutUser: false,
    });
    const found = rows[0];
    if (!found) throw notFound(`Employee ${employeeId} does not exist.`);
    return found;
  }

  /** Whose staff the caller sees: everyone's with every company, else those companies'. */
  async #staffCompanies(caller: AuthContext): Promise<readonly string[] | 'all'> {
    if (caller.companies === 'all') return 'all';
    return this.branches.visibleCompanyCodes(caller);
  }
}
