/**
 * Reads what the reference needs straight from the base tables with plain SELECTs: the daily
 * facts, never the monthly rollups or `data_updates`, and the caller's grants, role
 * permissions and company structure, never the server's access code.
 */
import type { Database } from '../../src/db/database';

export interface CompanyRow {
  code: string;
  id: number;
  name: string;
  excludedByDefault: boolean;
}

export interface OutletRow {
  id: string;
  name: string;
  companyCode: string;
  typeCode: string;
  groupCode: string;
  openDate: string;
  closeDate: string | null;
}

export interface Amounts {
  gross: number;
  markdown: number;
  vip: number;
  promo: number;
  nett: number;
  units: number;
}

export interface SalesRow extends Amounts {
  outletId: string;
  date: string;
  transactions: number;
}

export interface CategorySalesRow extends Amounts {
  outletId: string;
  date: string;
  categoryCode: string;
}

export interface TrafficRow {
  outletId: string;
  date: string;
  visitors: number;
}

export interface TargetRow {
  outletId: string;
  year: number;
  month: number;
  target: number;
}

export interface CodeName {
  code: string;
  name: string;
}

export interface RawData {
  companies: CompanyRow[];
  types: CodeName[];
  groups: CodeName[];
  categories: CodeName[];
  outlets: OutletRow[];
  sales: SalesRow[];
  categorySales: CategorySalesRow[];
  traffic: TrafficRow[];
  targets: TargetRow[];
}

/** The engine boundary converts dates to strings; the reference insists on it. */
function dateText(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  throw new Error(`expected a YYYY-MM-DD string, got ${String(value)}`);
}

function optionalDateText(value: unknown): string | null {
  return value === null || value === undefined ? null : dateText(value);
}

const amounts = (row: Record<string, unknown>): Amounts => ({
  gross: Number(row.gross),
  markdown: Number(row.markdown),
  vip: Number(row.vip),
  promo: Number(row.promo),
  nett: Number(row.nett),
  units: Number(row.units),
});

export async function readRawData(database: Database): Promise<RawData> {
  const db = database.kysely;
  const companies = await db.selectFrom('companies').selectAll().execute();
  const types = await db.selectFrom('outlet_types').selectAll().execute();
  const groups = await db.selectFrom('outlet_groups').selectAll().execute();
  const categories = await db.selectFrom('product_categories').selectAll().execute();
  const outlets = await db.selectFrom('outlets').selectAll().execute();
  const sales = await db.selectFrom('daily_sales').selectAll().execute();
  const categorySales = await db.selectFrom('daily_category_sales').selectAll().execute();
  const traffic = await db.selectFrom('daily_traffic').selectAll().execute();
  const targets = await db.selectFrom('monthly_targets').selectAll().execute();
  return {
    companies: companies.map((row) => ({
      code: row.code,
      id: Number(row.id),
      name: row.name,
      excludedByDefault: Boolean(row.excluded_by_default),
    })),
    types: types.map((row) => ({ code: row.code, name: row.name })),
    groups: groups.map((row) => ({ code: row.code, name: row.name })),
    categories: categories.map((row) => ({ code: row.code, name: row.name })),
    outlets: outlets.map((row) => ({
      id: row.id,
      name: row.name,
      companyCode: row.company_code,
      typeCode: row.type_code,
      groupCode: row.group_code,
      openDate: dateText(row.open_date),
      closeDate: optionalDateText(row.close_date),
    })),
    sales: sales.map((row) => ({
      outletId: row.outlet_id,
      date: dateText(row.sale_date),
      ...amounts(row as unknown as Record<string, unknown>),
      transactions: Number(row.transactions),
    })),
    categorySales: categorySales.map((row) => ({
      outletId: row.outlet_id,
      date: dateText(row.sale_date),
      categoryCode: row.category_code,
      ...amounts(row as unknown as Record<string, unknown>),
    })),
    traffic: traffic.map((row) => ({
      outletId: row.outlet_id,
      date: dateText(row.traffic_date),
      visitors: Number(row.visitors),
    })),
    targets: targets.map((row) => ({
      outletId: row.outlet_id,
      year: Number(row.year),
      month: Number(row.month),
      target: Number(row.target),
    })),
  };
}

/** Who is asking, as the reference understands DOMAIN.md and docs/sales-calls.md. */
export interface ReferenceCaller {
  username: string;
  /** Codes of the companies the caller may see, in code order. */
  visibleCompanies: string[];
  /** `employee_info.company_structure.company`. */
  structureCompany: string;
}

export const VIEW_EXCLUDED_PERMISSION = 'sales.view-excluded-companies';

export async function readCaller(database: Database, username: string): Promise<ReferenceCaller> {
  const db = database.kysely;
  const user = await db
    .selectFrom('users as u')
    .innerJoin('employees as e', 'e.employee_id', 'u.employee_id')
    .select(['u.id', 'u.role_code', 'u.all_companies', 'e.structure_company'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
  const permissions = await db
    .selectFrom('role_permissions')
    .selectAll()
    .where('role_code', '=', user.role_code)
    .execute();
  const grants = await db
    .selectFrom('user_companies')
    .selectAll()
    .where('user_id', '=', user.id)
    .execute();
  const companies = await db.selectFrom('companies').selectAll().execute();
  const mayViewExcluded = permissions.some((row) => row.permission === VIEW_EXCLUDED_PERMISSION);
  const granted = new Set(grants.map((row) => row.company_code));
  const visibleCompanies = companies
    .filter((company) => Boolean(user.all_companies) || granted.has(company.code))
    .filter((company) => mayViewExcluded || !company.excluded_by_default)
    .map((company) => company.code)
    .sort();
  return { username, visibleCompanies, structureCompany: user.structure_company };
}
