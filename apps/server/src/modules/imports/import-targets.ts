/**
 * Where each import kind lands: its table, the columns that identify a row (a re-import of
 * the same key replaces it), the columns that hold its values, and the date that places a row
 * in a month (for closed periods and rollups).
 */
import type { ImportKind } from '@outlet-pulse/contracts';
import { SALES_TABLE_COLUMNS, type SalesTable } from '../sales-data/sales-tables';

export interface ImportTarget {
  table: SalesTable;
  columns: readonly string[];
  keys: readonly string[];
  values: readonly string[];
  /** How a staged row's month is read; null for outlets, which are in no month. */
  month: { date: string } | { year: string; month: string } | null;
  /** Whether the target has an outlet column that must name a known outlet. */
  outletColumn: string;
}

const target = (
  table: SalesTable,
  keys: readonly string[],
  month: ImportTarget['month'],
  outletColumn = 'outlet_id',
): ImportTarget => {
  const columns = SALES_TABLE_COLUMNS[table];
  return {
    table,
    columns,
    keys,
    values: columns.filter((column) => !keys.includes(column)),
    month,
    outletColumn,
  };
};

export const IMPORT_TARGETS: Record<ImportKind, ImportTarget> = {
  outlets: target('outlets', ['id'], null, 'id'),
  'daily-sales': target('daily_sales', ['outlet_id', 'sale_date'], { date: 'sale_date' }),
  'category-sales': target('daily_category_sales', ['outlet_id', 'sale_date', 'category_code'], {
    date: 'sale_date',
  }),
  traffic: target('daily_traffic', ['outlet_id', 'traffic_date'], { date: 'traffic_date' }),
  targets: target('monthly_targets', ['outlet_id', 'year', 'month'], {
    year: 'year',
    month: 'month',
  }),
};
