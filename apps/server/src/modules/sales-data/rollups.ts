/**
 * Monthly rollups of the daily facts and the data's last update per type. Loading refreshes
 * them in the same transaction as the daily rows, so readers never see the two disagree.
 */
import type { RawTransaction } from '../../db/database';

const yearOf = (column: string) => `CAST(EXTRACT(YEAR FROM ${column}) AS SMALLINT)`;
const monthOf = (column: string) => `CAST(EXTRACT(MONTH FROM ${column}) AS SMALLINT)`;

/** Whole months, inclusive; omitted means every month. */
export interface MonthRange {
  from: { year: number; month: number };
  to: { year: number; month: number };
}

function monthFilter(dateColumn: string, range?: MonthRange): string {
  if (!range) return '';
  // INTEGER, not the rollups' SMALLINT: DuckDB checks SMALLINT overflow (2026 * 100).
  const key = `(CAST(EXTRACT(YEAR FROM ${dateColumn}) AS INTEGER) * 100 + CAST(EXTRACT(MONTH FROM ${dateColumn}) AS INTEGER))`;
  return `WHERE ${key} BETWEEN ${monthKey(range.from)} AND ${monthKey(range.to)}`;
}

function monthKey(month: { year: number; month: number }): number {
  return Math.trunc(month.year) * 100 + Math.trunc(month.month);
}

function rollupFilter(range?: MonthRange): string {
  if (!range) return '';
  return `WHERE (CAST(year AS INTEGER) * 100 + month) BETWEEN ${monthKey(range.from)} AND ${monthKey(range.to)}`;
}

export async function refreshMonthlyRollups(
  transaction: RawTransaction,
  range?: MonthRange,
): Promise<void> {
  const amounts = 'SUM(gross), SUM(markdown), SUM(vip), SUM(promo), SUM(nett), SUM(units)';
  const amountColumns = 'gross, markdown, vip, promo, nett, units';

  await transaction.execute(`DELETE FROM monthly_sales ${rollupFilter(range)}`);
  await transaction.execute(
    `INSERT INTO monthly_sales (outlet_id, year, month, ${amountColumns}, transactions, sales_days)
     SELECT outlet_id, ${yearOf('sale_date')}, ${monthOf('sale_date')}, ${amounts},
            SUM(transactions), COUNT(*)
       FROM daily_sales ${monthFilter('sale_date', range)}
      GROUP BY 1, 2, 3`,
  );

  await transaction.execute(`DELETE FROM monthly_category_sales ${rollupFilter(range)}`);
  await transaction.execute(
    `INSERT INTO monthly_category_sales (outlet_id, year, month, category_code, ${amountColumns})
     SELECT outlet_id, ${yearOf('sale_date')}, ${monthOf('sale_date')}, category_code, ${amounts}
       FROM daily_category_sales ${monthFilter('sale_date', range)}
      GROUP BY 1, 2, 3, 4`,
  );

  await transaction.execute(`DELETE FROM monthly_traffic ${rollupFilter(range)}`);
  await transaction.execute(
    `INSERT INTO monthly_traffic (outlet_id, year, month, visitors, traffic_days)
     SELECT outlet_id, ${yearOf('traffic_date')}, ${monthOf('traffic_date')}, SUM(visitors), COUNT(*)
       FROM daily_traffic ${monthFilter('traffic_date', range)}
      GROUP BY 1, 2, 3`,
  );
}

/** `datelast` per type: the latest day that has sales. */
export async function refreshDataUpdates(transaction: RawTransaction): Promise<void> {
  await transaction.execute('DELETE FROM data_updates');
  await transaction.execute(
    `INSERT INTO data_updates (type_code, last_sales_date, loaded_at)
     SELECT t.code, MAX(s.sale_date), CURRENT_TIMESTAMP
       FROM outlet_types t
       LEFT JOIN outlets o ON o.type_code = t.code
       LEFT JOIN daily_sales s ON s.outlet_id = o.id
      GROUP BY t.code`,
  );
}
