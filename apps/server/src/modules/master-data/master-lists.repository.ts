/**
 * SQL of the master lists: the stored lists of master_entries and those read from other tables.
 * The lists read from other tables name their columns as the list's fields in the select itself.
 */
import type { Employee, MasterRow } from '@outlet-pulse/contracts';
import { keywordMatches, pagedRows, selectPage } from '../../core/paging';
import type { Executor } from '../../db/database';
import { branchClosed } from './branches.repository';
import type { EntryListDefinition } from './master-lists';

export interface ListWindow {
  keyword: string;
  parent: string;
  offset: number;
  limit: number;
  /** One row by its code. */
  code?: string;
}

export async function findEntries(
  db: Executor,
  definition: EntryListDefinition,
  visibleCompanies: readonly string[],
  window: ListWindow,
): Promise<{ rows: MasterRow[]; count: number }> {
  let query = db.selectFrom('master_entries as m').where('m.list', '=', definition.list);
  if (definition.companyField) {
    query = query.where((eb) =>
      eb.or([
        eb('m.company_code', 'is', null),
        ...(visibleCompanies.length > 0 ? [eb('m.company_code', 'in', [...visibleCompanies])] : []),
      ]),
    );
  }
  if (definition.parentField && window.parent) {
    query = query.where('m.parent_code', '=', window.parent);
  }
  if (window.keyword) query = query.where(keywordMatches(['m.code', 'm.name'], window.keyword));
  if (window.code !== undefined) query = query.where('m.code', '=', window.code);
  const { rows, count } = await selectPage(query, window, (page) =>
    page
      .select(['m.code', 'm.name', 'm.parent_code', 'm.company_code', 'm.attributes'])
      .orderBy('m.sort_order')
      .orderBy('m.code'),
  );
  return {
    rows: rows.map((row) => {
      const attributes = row.attributes ? (JSON.parse(row.attributes) as MasterRow) : {};
      const wire: MasterRow = {
        [definition.codeField]: row.code,
        [definition.nameField]: row.name,
      };
      if (definition.parentField) wire[definition.parentField] = row.parent_code;
      if (definition.companyField) wire[definition.companyField] = row.company_code;
      for (const field of definition.attributes ?? []) wire[field] = attributes[field] ?? null;
      return wire;
    }),
    count,
  };
}

export async function entryExists(
  db: Executor,
  list: string,
  code: string,
  parent?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('master_entries')
    .select('code')
    .where('list', '=', list)
    .where('code', '=', code);
  if (parent !== undefined) query = query.where('parent_code', '=', parent);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function findCompanyRows(
  db: Executor,
  companies: readonly string[],
  window: ListWindow,
) {
  if (companies.length === 0) return { rows: [], count: 0 };
  let query = db.selectFrom('companies as c').where('c.code', 'in', [...companies]);
  if (window.keyword) query = query.where(keywordMatches(['c.code', 'c.name'], window.keyword));
  return selectPage(query, window, (page) =>
    page
      .select([
        'c.id',
        'c.code as company',
        'c.name as companyName',
        'c.excluded_by_default as excluded',
      ])
      .orderBy('c.code'),
  );
}

export type BranchScope =
  /** Every branch of the companies. */
  | { kind: 'all' }
  /** Only branches that have sales (the BI list). */
  | { kind: 'with-sales' };

export async function findBranchRows(
  db: Executor,
  companies: readonly string[],
  window: ListWindow,
  scope: BranchScope,
  today: string,
) {
  if (companies.length === 0) return { rows: [], count: 0 };
  let query = db.selectFrom('outlets as o').where('o.company_code', 'in', [...companies]);
  if (scope.kind === 'with-sales') {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('monthly_sales as s').select('s.outlet_id').whereRef('s.outlet_id', '=', 'o.id'),
      ),
    );
  }
  if (window.keyword)
    query = query.where(keywordMatches(['o.id', 'o.name', 'o.city'], window.keyword));
  const { rows, count } = await selectPage(query, window, (page) =>
    page
      .select([
        'o.id as idbranch',
        'o.name as branchName',
        'o.company_code as company',
        'o.city',
        'o.active',
        'o.close_date as closeDate',
      ])
      .orderBy('o.id'),
  );
  return {
    rows: rows.map(({ active, closeDate, ...branch }) => ({
      ...branch,
      active: branchClosed({ active, closeDate }, today) ? 'CLOSED' : 'ACTIVE',
    })),
    count,
  };
}

export async function findSubcategoryRows(db: Executor, window: ListWindow) {
  let query = db.selectFrom('product_categories as p');
  if (window.keyword) query = query.where(keywordMatches(['p.code', 'p.name'], window.keyword));
  return selectPage(query, window, (page) =>
    page.select(['p.code as idSubcategory', 'p.name as subcategoryName']).orderBy('p.code'),
  );
}

/** Job titles in use, with how many employees of the visible companies hold each. */
export async function findJobTitlesInUse(
  db: Executor,
  companies: readonly string[] | 'all',
  window: ListWindow,
) {
  let query = db.selectFrom('employees as e');
  if (companies !== 'all') {
    if (companies.length === 0) return { rows: [], count: 0 };
    query = query.where('e.structure_company', 'in', [...companies]);
  }
  if (window.keyword) {
    query = query.where(keywordMatches(['e.job_title_id', 'e.job_title_name'], window.keyword));
  }
  const grouped = query
    .select([
      'e.job_title_id as idJobTitle',
      'e.job_title_name as jobTitleName',
      (eb) => eb.fn.countAll<number>().as('employees'),
    ])
    .groupBy(['e.job_title_id', 'e.job_title_name']);
  return pagedRows(
    grouped.orderBy('e.job_title_id').limit(window.limit).offset(window.offset).execute(),
    db
      .selectFrom(grouped.as('t'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  );
}

export interface EmployeeFilter extends ListWindow {
  /** 'all' for a caller who sees every company; else the companies whose staff the caller sees. */
  companies: readonly string[] | 'all';
  activeOnly: boolean;
  withoutUser: boolean;
  division?: string;
  employeeId?: string;
  /** The Employee screen's filters: one company's staff, only the deactivated ones. */
  company?: string;
  inactiveOnly?: boolean;
}

export async function findEmployees(
  db: Executor,
  filter: EmployeeFilter,
): Promise<{ rows: Employee[]; count: number }> {
  let query = db
    .selectFrom('employees as e')
    .leftJoin('users as u', 'u.employee_id', 'e.employee_id');
  if (filter.companies !== 'all') {
    if (filter.companies.length === 0) return { rows: [], count: 0 };
    query = query.where('e.structure_company', 'in', [...filter.companies]);
  }
  if (filter.activeOnly) query = query.where('e.is_active', '=', true);
  if (filter.inactiveOnly) query = query.where('e.is_active', '=', false);
  if (filter.company) query = query.where('e.structure_company', '=', filter.company);
  if (filter.withoutUser) query = query.where('u.id', 'is', null);
  if (filter.division) query = query.where('e.division', '=', filter.division);
  if (filter.employeeId) query = query.where('e.employee_id', '=', filter.employeeId);
  if (filter.keyword) {
    query = query.where(keywordMatches(['e.employee_id', 'e.name', 'e.email'], filter.keyword));
  }
  return selectPage(query, filter, (page) =>
    page
      .select([
        'e.employee_id as employeeID',
        'e.name',
        'e.email',
        'e.hired_date as hiredDate',
        'e.job_title_name as jobTitleName',
        'e.department_name as departmentName',
        'e.division',
        'e.structure_company as company',
        'e.is_active as isActive',
        (eb) => eb('u.id', 'is not', null).$castTo<boolean>().as('hasUser'),
      ])
      .orderBy('e.employee_id'),
  );
}
