/**
 * Monthly rollups of the daily facts and each type's last sale, whose latest is the data's
 * last update (`datelast`). Loading refreshes them in the same transaction as the daily rows,
 * so readers never see the two disagree.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { SALES_AMOUNT_COLUMNS } from './sales-tables';

/** The statements here hold no values, only the code's own table and column names. */
async function run(transaction: Executor, statement: string): Promise<void> {
  await sql.raw(statement).execute(transaction);
}

const yearOf = (column: string) => `CAST(EXTRACT(YEAR FROM ${column}) AS SMALLINT)`;
const monthOf = (column: string) => `CAST(EXTRACT(MONTH FROM ${column}) AS SMALLINT)`;

export type DailyFact = 'daily_sales' | 'daily_category_sales' | 'daily_traffic';

const AMOUNTS = SALES_AMOUNT_COLUMNS.join(', ');
const SUMS = SALES_AMOUNT_COLUMNS.map((column) => `SUM(d.${column})`).join(', ');

/**
 * Each daily fact's monthly rollup: its table, the day column, what a month adds up, and what
 * the day rows are joined with. Traffic keeps the transactions of the days that have a reading.
 */
const ROLLUPS: Record<
  DailyFact,
  {
    rollup: string;
    date: string;
    columns: string;
    sums: string;
    extraKeys: string;
    with?: string;
  }
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
    columns: 'visitors, traffic_days, transactions',
    sums: 'SUM(d.visitors), COUNT(*), COALESCE(SUM(s.transactions), 0)',
    extraKeys: '',
    with: 'LEFT JOIN daily_sales s ON s.outlet_id = d.outlet_id AND s.sale_date = d.traffic_date',
  },
};

function rollupInsert(fact: DailyFact, join = ''): string {
  const { rollup, date, columns, sums, extraKeys, with: joined = '' } = ROLLUPS[fact];
  const keys = extraKeys ? `, ${extraKeys}` : '';
  const dayKeys = extraKeys ? `, d.${extraKeys}` : '';
  return `INSERT INTO ${rollup} (outlet_id, year, month${keys}, ${columns})
     SELECT d.outlet_id, ${yearOf(`d.${date}`)}, ${monthOf(`d.${date}`)}${dayKeys}, ${sums}
       FROM ${fact} d ${joined} ${join}
      GROUP BY d.outlet_id, ${yearOf(`d.${date}`)}, ${monthOf(`d.${date}`)}${dayKeys}`;
}

/** Rebuilds every monthly rollup from the daily facts. */
export async function refreshMonthlyRollups(transaction: Executor): Promise<void> {
  for (const fact of Object.keys(ROLLUPS) as DailyFact[]) {
    await run(transaction, `DELETE FROM ${ROLLUPS[fact].rollup}`);
    await run(transaction, rollupInsert(fact));
  }
}

/**
 * Rebuilds one fact's rollup for the outlet-months listed in `outletMonths` (a table of
 * outlet_id, year, month): what an import that touched those months needs, and no more.
 */
export async function refreshRollupOf(
  transaction: Executor,
  fact: DailyFact,
  outletMonths: string,
): Promise<void> {
  const { rollup, date } = ROLLUPS[fact];
  await run(
    transaction,
    `DELETE FROM ${rollup} AS r WHERE EXISTS (SELECT 1 FROM ${outletMonths} k
      WHERE k.outlet_id = r.outlet_id AND k.year = r.year AND k.month = r.month)`,
  );
  await run(
    transaction,
    rollupInsert(
      fact,
      `JOIN ${outletMonths} k ON k.outlet_id = d.outlet_id
        AND k.year = ${yearOf(`d.${date}`)} AND k.month = ${monthOf(`d.${date}`)}`,
    ),
  );
}

/**
 * Each type's last sale: the latest day with sales at an outlet of the type. The latest of
 * them is `datelast`, the data's last loaded day (DOMAIN.md).
 */
export async function refreshDataUpdates(transaction: Executor): Promise<void> {
  await run(transaction, 'DELETE FROM data_updates');
  await run(
    transaction,
    `INSERT INTO data_updates (type_code, last_sales_date, loaded_at)
     SELECT t.code, MAX(s.sale_date), CURRENT_TIMESTAMP
       FROM outlet_types t
       LEFT JOIN outlets o ON o.type_code = t.code
       LEFT JOIN daily_sales s ON s.outlet_id = o.id
      GROUP BY t.code`,
  );
}

/**
 * The running month (`datelast` before a month's last day), per outlet of every type: part 0
 * from the first of the month to `datelast`, part 1 the same dates a year earlier (DOMAIN.md,
 * "The running month"). `datelast` is one day for every type, so an outlet whose type last sold
 * earlier has no row for the days it did not sell. Sales and traffic land as separate rows;
 * readers add them up. The charts read these instead of daily rows; every load that moves
 * `datelast` or touches the daily rows refreshes them. Migration 0017 holds a frozen copy of
 * this SQL (0008 the earlier one, a running month per type).
 */
export async function refreshRunningMonth(transaction: Executor): Promise<void> {
  const firstDay =
    'CAST(last_sales_date - CAST(EXTRACT(DAY FROM last_sales_date) - 1 AS INTEGER) AS DATE)';
  const running = `last_sales_date IS NOT NULL
     AND EXTRACT(MONTH FROM last_sales_date + 1) = EXTRACT(MONTH FROM last_sales_date)`;
  const datelast = '(SELECT MAX(last_sales_date) AS last_sales_date FROM data_updates) d';
  const windows = `(
    SELECT 0 AS part, ${firstDay} AS from_day, last_sales_date AS to_day
      FROM ${datelast} WHERE ${running}
    UNION ALL
    SELECT 1 AS part, CAST(${firstDay} - INTERVAL '1 year' AS DATE) AS from_day,
           CAST(last_sales_date - INTERVAL '1 year' AS DATE) AS to_day
      FROM ${datelast} WHERE ${running})`;
  const month = `CAST(EXTRACT(YEAR FROM w.from_day) AS SMALLINT), CAST(EXTRACT(MONTH FROM w.from_day) AS SMALLINT)`;
  await run(transaction, 'DELETE FROM running_month_sales');
  await run(
    transaction,
    `INSERT INTO running_month_sales
     SELECT s.outlet_id, w.part, ${month}, SUM(s.gross), SUM(s.markdown), SUM(s.vip),
            SUM(s.promo), SUM(s.nett), SUM(s.units), SUM(s.transactions), 0, 0, 0
       FROM ${windows} w
       JOIN daily_sales s ON s.sale_date BETWEEN w.from_day AND w.to_day
      GROUP BY s.outlet_id, w.part, w.from_day
     UNION ALL
     SELECT t.outlet_id, w.part, ${month}, 0, 0, 0, 0, 0, 0, 0,
            SUM(t.visitors), COALESCE(SUM(s.transactions), 0), COUNT(*)
       FROM ${windows} w
       JOIN daily_traffic t ON t.traffic_date BETWEEN w.from_day AND w.to_day
       LEFT JOIN daily_sales s ON s.outlet_id = t.outlet_id AND s.sale_date = t.traffic_date
      GROUP BY t.outlet_id, w.part, w.from_day`,
  );
}
