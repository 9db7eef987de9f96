/** SQL of the sales dimensions: companies, types with their last sales date, groups, outlets. */
import type { Database } from '../../db/database';

export async function findCompanies(database: Database) {
  const rows = await database.kysely
    .selectFrom('companies')
    .select(['code', 'id', 'name', 'excluded_by_default'])
    .orderBy('code')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    id: row.id,
    name: row.name,
    excludedByDefault: row.excluded_by_default,
  }));
}

export async function findTypes(database: Database) {
  return database.kysely
    .selectFrom('outlet_types as t')
    .leftJoin('data_updates as u', 'u.type_code', 't.code')
    .select(['t.code', 't.name', 'u.last_sales_date'])
    .orderBy('t.code', 'desc')
    .execute();
}

export async function findGroups(database: Database) {
  return database.kysely
    .selectFrom('outlet_groups')
    .select(['code', 'name'])
    .orderBy('code')
    .execute();
}

export interface OutletRecord {
  id: string;
  name: string;
  companyCode: string;
  typeCode: string;
  groupCode: string;
  openDate: string;
  closeDate: string | null;
}

const outletColumns = [
  'id',
  'name',
  'company_code',
  'type_code',
  'group_code',
  'open_date',
  'close_date',
] as const;

type OutletRow = {
  id: string;
  name: string;
  company_code: string;
  type_code: string;
  group_code: string;
  open_date: string;
  close_date: string | null;
};

const toOutlet = (row: OutletRow): OutletRecord => ({
  id: row.id,
  name: row.name,
  companyCode: row.company_code,
  typeCode: row.type_code,
  groupCode: row.group_code,
  openDate: row.open_date,
  closeDate: row.close_date,
});

export async function findOutletsByIds(
  database: Database,
  ids: readonly string[],
): Promise<OutletRecord[]> {
  if (ids.length === 0) return [];
  const rows = await database.kysely
    .selectFrom('outlets')
    .select(outletColumns)
    .where('id', 'in', ids)
    .execute();
  return rows.map(toOutlet);
}

export async function findOutletsOfCompanies(database: Database, companies: readonly string[]) {
  if (companies.length === 0) return [];
  const rows = await database.kysely
    .selectFrom('outlets')
    .select(outletColumns)
    .where('company_code', 'in', companies)
    .orderBy('company_code')
    .orderBy('id')
    .execute();
  return rows.map(toOutlet);
}
