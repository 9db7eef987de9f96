/** SQL of the reference data: companies, types with their last sales date, groups. */
import type { Executor } from '../db/database';

export async function findCompanies(db: Executor) {
  const rows = await db
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

export async function findTypes(db: Executor) {
  return db
    .selectFrom('outlet_types as t')
    .leftJoin('data_updates as u', 'u.type_code', 't.code')
    .select(['t.code', 't.name', 'u.last_sales_date'])
    .orderBy('t.code', 'desc')
    .execute();
}

export async function findGroups(db: Executor) {
  return db.selectFrom('outlet_groups').select(['code', 'name']).orderBy('code').execute();
}
