/**
 * Replaces the whole sales data set (dimensions, facts, rollups) from bulk files in one
 * transaction: a failure at any step leaves the previous data exactly as it was.
 */
import { bumpInTransaction } from '../../db/change-versions';
import type { Database } from '../../db/database';
import { refreshDataUpdates, refreshMonthlyRollups } from './rollups';
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
];

export type LoadStep =
  | { kind: 'copy'; table: SalesTable }
  | { kind: 'rollups' }
  | { kind: 'analyze' };

export const LOAD_STEP_COUNT = SALES_TABLES.length + 2;

export async function replaceSalesData(
  database: Database,
  files: SalesDataFiles,
  onStep: (step: LoadStep) => void = () => {},
): Promise<void> {
  await database.rawTransaction(async (transaction) => {
    for (const table of [...DERIVED_TABLES, ...SALES_TABLES]) {
      await transaction.execute(`DELETE FROM ${table}`);
    }
    for (const table of SALES_TABLES) {
      onStep({ kind: 'copy', table });
      await transaction.copyCsvFile(table, SALES_TABLE_COLUMNS[table], files[table]);
    }
    onStep({ kind: 'rollups' });
    await refreshMonthlyRollups(transaction);
    await refreshDataUpdates(transaction);
    await bumpInTransaction(transaction, 'sales');
    onStep({ kind: 'analyze' });
    for (const table of [...SALES_TABLES, ...DERIVED_TABLES]) {
      await transaction.execute(`ANALYZE ${table}`);
    }
  });
}
