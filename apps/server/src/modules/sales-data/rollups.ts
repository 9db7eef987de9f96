/**
 * Monthly rollups of the daily facts and the data's last update per type. Loading refreshes
 * them in the same transaction as the daily rows, so readers never see the two disagree.
 */
import type { RawTransaction } from '../../db/database';

const yearOf = (column: string) => `CAST(EXTRACT(YEAR FROM ${column}) AS SMALLINT)`;
const monthOf = (column: string) => `CAST(EXTRACT(MONTH FROM ${column}) AS SMALLINT)`;

export type DailyFact = 'daily_sales' | 'daily_category_sales' | 'daily_traffic';

const AMOUNTS = 'gross, markdown, vip, promo, nett, units';
const SUMS = 'SUM(d.gross), SUM(d.markdown), SUM(d.vip), SUM(d.promo), SUM(d.nett), SUM(d.units)';

/** Each daily fact's monthly rollup: its table, the day column, and what a month adds up. */
const ROLLUPS: Record<
  DailyFact,
  { rollup: string; date: string; columns: string; sums: string; extraKeys: string }
> = {
  daily_sales: {
    rollup: 'monthly_sales',
    date: 'sale_date',
    columns: `${AMOUNTS}, transactions, sales_days`,
    sums: `${SUMS}, SUM(d.transactions), COUNT(*)`,
    extraKeys: '',
  },
  daily_category_sales: {
    rollup: 'monthly_category_sales',
    date: 'sale_date',
    columns: AMOUNTS,
    sums: SUMS,
    extraKeys: 'category_code',
  },
  daily_traffic: {
    rollup: 'monthly_traffic',
    date: 'traffic_date',
    columns: 'visitors, traffic_days',
    sums: 'SUM(d.visitors), COUNT(*)',
    extraKeys: '',
  },
};

function rollupInsert(fact: DailyFact, join = ''): string {
  const { rollup, date, columns, sums, extraKeys } = ROLLUPS[fact];
  const keys = extraKeys ? `, ${extraKeys}` : '';
  const dayKeys = extraKeys ? `, d.${extraKeys}` : '';
  return `INSERT INTO ${rollup} (outlet_id, year, month${keys}, ${columns})
     SELECT d.outlet_id, ${yearOf(`d.${date}`)}, ${monthOf(`d.${date}`)}${dayKeys}, ${sums}
       FROM ${fact} d ${join}
      GROUP BY d.outlet_id, ${yearOf(`d.${date}`)}, ${monthOf(`d.${date}`)}${dayKeys}`;
}

/** Rebuilds every monthly rollup from the daily facts. */
export async function refreshMonthlyRollups(transaction: RawTransaction): Promise<void> {
  for (const fact of Object.keys(ROLLUPS) as DailyFact[]) {
    await transaction.execute(`DELETE FROM ${ROLLUPS[fact].rollup}`);
    await transaction.execute(rollupInsert(fact));
  }
}

/**
 * Rebuilds one fact's rollup for the outlet-months listed in `outletMonths` (a table of
 * outlet_id, year, month): what an import that touched those months needs, and no more.
 */
export async function refreshRollupOf(
  transaction: RawTransaction,
  fact: DailyFact,
  outletMonths: string,
): Promise<void> {
  const { rollup, date } = ROLLUPS[fact];
  await transaction.execute(
    `DELETE FROM ${rollup} AS r WHERE EXISTS (SELECT 1 FROM ${outletMonths} k
      WHERE k.outlet_id = r.outlet_id AND k.year = r.year AND k.month = r.month)`,
  );
  await transaction.execute(
    rollupInsert(
      fact,
      `JOIN ${outletMonths} k ON k.outlet_id = d.outlet_id
        AND k.year = ${yearOf(`d.${date}`)} AND k.month = ${monthOf(`d.${date}`)}`,
    ),
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
