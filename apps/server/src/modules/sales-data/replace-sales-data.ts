/**
 * Replaces the whole sales data set (dimensions, facts, rollups) from bulk files in one
 * transaction: a failure at any step leaves the previous data exactly as it was.
 */
import { type Kysely, sql } from 'kysely';
import { copyCsvFile } from '../../db/bulk-copy';
import { bumpChangeVersion } from '../../db/change-versions';
import type { DatabaseSchema } from '../../db/schema';
import { refreshDataUpdates, refreshMonthlyRollups, refreshRunningMonth } from './rollups';
import {
  SALES_TABLE_COLUMNS,
  SALES_TABLES,
  type SalesDataFiles,
  type SalesTable,
} from './sales-tables';

const DERIVED_TABLES = [
  'monthly_sales',
  'monthly_category_sales',
  'monthly_traffic',
  'data_updates',
] as const;

export type LoadStep =
  | { kind: 'copy'; table: SalesTable }
  | { kind: 'rollups' }
  | { kind: 'analyze' };

export const LOAD_STEP_COUNT = SALES_TABLES.length + 2;

export async function replaceSalesData(
  kysely: Kysely<DatabaseSchema>,
  files: SalesDataFiles,
  onStep: (step: LoadStep) => void = () => {},
): Promise<void> {
  await kysely.transaction().execute(async (transaction) => {
    for (const table of [...DERIVED_TABLES, ...SALES_TABLES]) {
      await transaction.deleteFrom(table).execute();
    }
    for (const table of SALES_TABLES) {
      onStep({ kind: 'copy', table });
      await copyCsvFile(transaction, table, SALES_TABLE_COLUMNS[table], files[table]);
    }
    onStep({ kind: 'rollups' });
    await refreshMonthlyRollups(transaction);
    await refreshDataUpdates(transaction);
    await refreshRunningMonth(transaction);
    await bumpChangeVersion(transaction, 'sales');
    onStep({ kind: 'analyze' });
    for (const table of [...SALES_TABLES, ...DERIVED_TABLES]) {
      await sql`ANALYZE ${sql.table(table)}`.execute(transaction);
    }
  });
}
