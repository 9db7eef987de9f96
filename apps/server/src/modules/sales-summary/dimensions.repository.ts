/** SQL of the outlets a sales filter names or offers. */
import type { Executor } from '../../db/database';

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
  db: Executor,
  ids: readonly string[],
): Promise<OutletRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('outlets')
    .select(outletColumns)
    .where('id', 'in', ids)
    .execute();
  return rows.map(toOutlet);
}

export async function findOutletsOfCompanies(db: Executor, companies: readonly string[]) {
  if (companies.length === 0) return [];
  const rows = await db
    .selectFrom('outlets')
    .select(outletColumns)
    .where('company_code', 'in', companies)
    .orderBy('company_code')
    .orderBy('id')
    .execute();
  return rows.map(toOutlet);
}
