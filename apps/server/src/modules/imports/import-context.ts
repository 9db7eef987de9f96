/** What a file is checked against: the outlets and codes the database knows, and closed months. */
import type { Database } from '../../db/database';
import { findClosedPeriods } from '../master-data/period-control.service';
import type { ImportContext } from './file/validate-row';

export async function loadImportContext(database: Database): Promise<ImportContext> {
  const db = database.kysely;
  const codes = async (
    table: 'outlets' | 'companies' | 'outlet_types' | 'outlet_groups' | 'product_categories',
  ) =>
    new Set(
      (
        await db
          .selectFrom(table)
          .select(table === 'outlets' ? 'id as code' : 'code')
          .execute()
      ).map((row) => String(row.code)),
    );
  return {
    outletIds: await codes('outlets'),
    companies: await codes('companies'),
    types: await codes('outlet_types'),
    groups: await codes('outlet_groups'),
    categories: await codes('product_categories'),
    closedPeriods: await findClosedPeriods(database),
  };
}
