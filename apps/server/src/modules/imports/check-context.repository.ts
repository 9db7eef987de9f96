/**
 * What a file is checked against: the master data and closed months of the database as it is
 * now and, for an importer limited to some companies, the employees outside their grant.
 */
import type { Executor } from '../../db/database';
import type { ImportContext } from './file/import-context';

export async function findImportContext(db: Executor): Promise<ImportContext> {
  const codes = async (table: 'outlet_types' | 'outlet_groups' | 'product_categories') =>
    new Set((await db.selectFrom(table).select('code').execute()).map((row) => row.code));
  const companies = await db.selectFrom('companies').select(['code', 'id', 'active']).execute();
  const outlets = await db
    .selectFrom('outlets')
    .select(['id', 'company_code', 'type_code', 'group_code'])
    .execute();
  // NULL reads as active (migration 0010).
  const inactive = async (table: 'outlet_types' | 'outlet_groups') =>
    new Set(
      (await db.selectFrom(table).select('code').where('active', '=', false).execute()).map(
        (row) => row.code,
      ),
    );
  const closed = await db
    .selectFrom('period_controls')
    .select(['year', 'month'])
    .where('closed', '=', true)
    .execute();
  return {
    outletIds: new Set(outlets.map((outlet) => outlet.id)),
    outletPlaces: new Map(
      outlets.map((outlet) => [
        outlet.id,
        { company: outlet.company_code, type: outlet.type_code, group: outlet.group_code },
      ]),
    ),
    companies: new Set(companies.map((company) => company.code)),
    companyIds: new Map(companies.map((company) => [company.code, Number(company.id)])),
    types: await codes('outlet_types'),
    groups: await codes('outlet_groups'),
    categories: await codes('product_categories'),
    inactive: {
      company: new Set(
        companies.filter((company) => company.active === false).map((company) => company.code),
      ),
      type: await inactive('outlet_types'),
      group: await inactive('outlet_groups'),
    },
    closedPeriods: new Set(
      closed.map((row) => `${row.year}-${String(row.month).padStart(2, '0')}`),
    ),
  };
}

/** The employees of companies other than `companies` (and those of no company). */
export async function findForeignEmployees(
  db: Executor,
  companies: ReadonlySet<string>,
): Promise<Set<string>> {
  let query = db.selectFrom('employees').select('employee_id');
  if (companies.size > 0) query = query.where('structure_company', 'not in', [...companies]);
  return new Set((await query.execute()).map((row) => row.employee_id));
}
