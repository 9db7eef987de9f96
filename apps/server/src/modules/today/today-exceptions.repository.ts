/**
 * All SQL of the Today page's exceptions: for the outlets of a scope, the daily nett and traffic
 * of the window of days the rules read (exceptions-rules.ts, windowStartOf), the running month's
 * pacing sums, and the last day with sales of the outlets that sold nothing in the window.
 * Written in the SQL that DuckDB and PostgreSQL share; rows leave as OutletFacts.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import {
  firstOfMonth,
  type Selection,
  sameDayLastYear,
  selectionCondition,
} from '../sales-summary';
import { type OutletFacts, windowStartOf } from './exceptions-rules';

/** A sum as a double: whole rupiah stay far below 2^53, and both engines hand over a number. */
const exact = (column: string) => sql`CAST(COALESCE(${sql.ref(column)}, 0) AS DOUBLE PRECISION)`;

/** The days the month's pacing sums cover (DOMAIN.md "Pacing" and "The running month"). */
function monthRanges(dataDay: string) {
  const year = Number(dataDay.slice(0, 4));
  const month = Number(dataDay.slice(5, 7));
  return {
    year,
    month,
    from: firstOfMonth(year, month),
    lastYearFrom: firstOfMonth(year - 1, month),
    lastYearTo: sameDayLastYear(dataDay),
  };
}

interface OutletRow {
  id: string;
  name: string;
  company_code: string;
  type_code: string;
  open_date: string;
  close_date: string | null;
  nett: number;
  last_year_same_days: number;
  last_year_whole: number;
  target: number;
}

/** The outlets of the selection, each with its month's sums and target. */
async function findOutletMonths(db: Executor, selection: Selection, dataDay: string) {
  const { year, month, from, lastYearFrom, lastYearTo } = monthRanges(dataDay);
  const { rows } = await sql<OutletRow>`
    SELECT o.id, o.name, o.company_code, o.type_code, o.open_date, o.close_date,
           ${exact('m.nett')} AS nett, ${exact('m.last_year_same_days')} AS last_year_same_days,
           ${exact('w.nett')} AS last_year_whole, ${exact('t.target')} AS target
      FROM outlets o
      LEFT JOIN (SELECT s.outlet_id,
                        SUM(CASE WHEN s.sale_date >= ${from} THEN s.nett ELSE 0 END) AS nett,
                        SUM(CASE WHEN s.sale_date <= ${lastYearTo} THEN s.nett ELSE 0 END)
                          AS last_year_same_days
                   FROM daily_sales s
                  WHERE s.sale_date BETWEEN ${from} AND ${dataDay}
                     OR s.sale_date BETWEEN ${lastYearFrom} AND ${lastYearTo}
                  GROUP BY s.outlet_id) m ON m.outlet_id = o.id
      LEFT JOIN monthly_sales w ON w.outlet_id = o.id AND w.year = ${year - 1}
                               AND w.month = ${month}
      LEFT JOIN monthly_targets t ON t.outlet_id = o.id AND t.year = ${year}
                                 AND t.month = ${month}
     WHERE ${selectionCondition(selection)}
     ORDER BY o.id`.execute(db);
  return rows;
}

/** One value per outlet and day of the window, of the daily table and column named. */
async function findWindowDays(
  db: Executor,
  selection: Selection,
  table: 'daily_sales' | 'daily_traffic',
  dataDay: string,
) {
  const [dateColumn, valueColumn] =
    table === 'daily_sales' ? ['sale_date', 'nett'] : ['traffic_date', 'visitors'];
  const { rows } = await sql<{ outlet_id: string; day: string; value: number }>`
    SELECT d.outlet_id, ${sql.ref(`d.${dateColumn}`)} AS day,
           ${exact(`d.${valueColumn}`)} AS value
      FROM ${sql.table(table)} d JOIN outlets o ON o.id = d.outlet_id
     WHERE ${sql.ref(`d.${dateColumn}`)} BETWEEN ${windowStartOf(dataDay)} AND ${dataDay}
       AND ${selectionCondition(selection)}`.execute(db);
  const byOutlet = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const days = byOutlet.get(row.outlet_id);
    if (days) days.set(row.day, row.value);
    else byOutlet.set(row.outlet_id, new Map([[row.day, row.value]]));
  }
  return byOutlet;
}

/** Each outlet's last day with a nett above 0 before `before`, for the outlets named. */
async function findLastSaleDays(db: Executor, outletIds: readonly string[], before: string) {
  if (outletIds.length === 0) return new Map<string, string>();
  const { rows } = await sql<{ outlet_id: string; day: string }>`
    SELECT outlet_id, MAX(sale_date) AS day FROM daily_sales
     WHERE outlet_id IN (${sql.join(outletIds)}) AND sale_date < ${before} AND nett > 0
     GROUP BY outlet_id`.execute(db);
  return new Map(rows.map((row) => [row.outlet_id, row.day]));
}

const EMPTY = new Map<string, number>();

/**
 * The facts of every outlet of the selection for the exceptions of `dataDay`. The history
 * before the window is read only for the outlets trading on the data day that sold nothing in
 * it (what no-sales-since needs of them); the others' last sale is in the window.
 */
export async function findExceptionFacts(
  db: Executor,
  selection: Selection,
  dataDay: string,
): Promise<OutletFacts[]> {
  // Nothing selected (no company, or an empty list of groups or outlets): `IN ()` is not SQL.
  if (
    selection.companies.length === 0 ||
    selection.groups?.length === 0 ||
    selection.outletIds?.length === 0
  )
    return [];
  const [outlets, sales, traffic] = await Promise.all([
    findOutletMonths(db, selection, dataDay),
    findWindowDays(db, selection, 'daily_sales', dataDay),
    findWindowDays(db, selection, 'daily_traffic', dataDay),
  ]);
  const lastInWindow = (id: string) => {
    let last: string | null = null;
    for (const [day, nett] of sales.get(id) ?? EMPTY)
      if (nett > 0 && (last === null || day > last)) last = day;
    return last;
  };
  const windowStart = windowStartOf(dataDay);
  const quiet = outlets
    .filter(
      (row) =>
        lastInWindow(row.id) === null &&
        row.open_date <= dataDay &&
        (row.close_date === null || row.close_date >= dataDay),
    )
    .map((row) => row.id);
  const earlier = await findLastSaleDays(db, quiet, windowStart);
  return outlets.map((row) => ({
    id: row.id,
    name: row.name,
    companyCode: row.company_code,
    typeCode: row.type_code,
    openDate: row.open_date,
    closeDate: row.close_date,
    sales: sales.get(row.id) ?? EMPTY,
    traffic: traffic.get(row.id) ?? EMPTY,
    lastSaleDay: lastInWindow(row.id) ?? earlier.get(row.id) ?? null,
    month: {
      nett: row.nett,
      lastYearSameDays: row.last_year_same_days,
      lastYearWhole: row.last_year_whole,
      target: row.target,
    },
  }));
}
