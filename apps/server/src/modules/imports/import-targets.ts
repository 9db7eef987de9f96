/**
 * Where each import kind lands: its table, the columns that identify a row (a re-import of
 * the same key replaces it), the columns that hold its values, the date that places a row in
 * a month (for closed periods and rollups), the master data its rows refer to (checked again
 * at load), whether a changed row is replaced or updated in place, and the change counter its
 * load bumps for the caches that follow it.
 */
import { IMPORT_MESSAGES, type ImportKind } from '@outlet-pulse/contracts';
import type { ChangeKind } from '../../db/change-versions';
import { SALES_TABLE_COLUMNS, type SalesTable } from '../sales-data';

/** A column of staged rows that must name a row of another table (when not NULL). */
export interface ImportReference {
  column: string;
  table: 'outlets' | 'companies' | 'outlet_types' | 'outlet_groups' | 'product_categories';
  /** The referred table's key column. */
  key: string;
  unknown: (value: string) => string;
}

export interface ImportTarget {
  table: SalesTable | 'employees';
  columns: readonly string[];
  keys: readonly string[];
  /** The columns a re-import compares and changes (an existing company keeps its id). */
  values: readonly string[];
  /** How a staged row's month is read; null for master data, which is in no month. */
  month: { date: string } | { year: string; month: string } | null;
  references: readonly ImportReference[];
  /**
   * 'update' keeps what other screens add to a row (master data); 'replace' deletes and
   * inserts again, which is faster for sales rows.
   */
  merge: 'replace' | 'update';
  /** The counter whose caches a load of this kind makes stale. */
  changes: ChangeKind;
}

const reference = (
  column: string,
  table: ImportReference['table'],
  unknown: (value: string) => string,
): ImportReference => ({ column, table, key: table === 'outlets' ? 'id' : 'code', unknown });

const knownOutlet = reference('outlet_id', 'outlets', IMPORT_MESSAGES.unknownOutlet);

const target = (
  table: ImportTarget['table'],
  columns: readonly string[],
  keys: readonly string[],
  rest: Partial<Omit<ImportTarget, 'table' | 'columns' | 'keys'>>,
): ImportTarget => ({
  table,
  columns,
  keys,
  values: columns.filter((column) => !keys.includes(column)),
  month: null,
  references: [],
  merge: 'update',
  changes: 'sales',
  ...rest,
});

const salesTarget = (
  table: SalesTable,
  keys: readonly string[],
  month: ImportTarget['month'],
): ImportTarget =>
  target(table, SALES_TABLE_COLUMNS[table], keys, {
    month,
    references: [knownOutlet],
    merge: 'replace',
  });

/** A code list of master data: code, name and whether it is offered (migration 0010). */
const codeList = (table: 'product_categories' | 'outlet_types' | 'outlet_groups') =>
  target(table, ['code', 'name', 'active'], ['code'], {});

/** The employees table's columns an employees file fills, in its layout's order. */
const EMPLOYEE_COLUMNS = [
  'employee_id',
  'name',
  'email',
  'hired_date',
  'job_status',
  'level',
  'structure_company',
  'structure_id',
  'structure_name',
  'department_id',
  'department_name',
  'division',
  'job_title_id',
  'job_title_name',
  'grade_id',
  'grade_name',
  'id_active_branch',
  'office_phone',
  'contract_start',
  'contract_end',
  'manager_id',
  'is_active',
] as const;

export const IMPORT_TARGETS: Record<ImportKind, ImportTarget> = {
  outlets: target('outlets', SALES_TABLE_COLUMNS.outlets, ['id'], {
    references: [
      reference('company_code', 'companies', IMPORT_MESSAGES.unknownCompany),
      reference('type_code', 'outlet_types', IMPORT_MESSAGES.unknownType),
      reference('group_code', 'outlet_groups', IMPORT_MESSAGES.unknownGroup),
    ],
  }),
  'daily-sales': salesTarget('daily_sales', ['outlet_id', 'sale_date'], { date: 'sale_date' }),
  'category-sales': {
    ...salesTarget('daily_category_sales', ['outlet_id', 'sale_date', 'category_code'], {
      date: 'sale_date',
    }),
    references: [
      knownOutlet,
      reference('category_code', 'product_categories', IMPORT_MESSAGES.unknownCategory),
    ],
  },
  traffic: salesTarget('daily_traffic', ['outlet_id', 'traffic_date'], { date: 'traffic_date' }),
  targets: salesTarget('monthly_targets', ['outlet_id', 'year', 'month'], {
    year: 'year',
    month: 'month',
  }),
  companies: target(
    'companies',
    ['code', 'id', 'name', 'excluded_by_default', 'active'],
    ['code'],
    {
      values: ['name', 'excluded_by_default', 'active'],
    },
  ),
  categories: codeList('product_categories'),
  'outlet-types': codeList('outlet_types'),
  'outlet-groups': codeList('outlet_groups'),
  employees: target('employees', EMPLOYEE_COLUMNS, ['employee_id'], {
    references: [
      reference('structure_company', 'companies', IMPORT_MESSAGES.unknownCompany),
      reference('id_active_branch', 'outlets', IMPORT_MESSAGES.unknownOutlet),
    ],
    // Who an employee is and may do: the signed-in sessions follow `auth` (employees screen).
    changes: 'auth',
  }),
};
