/**
 * All SQL of the Today page's exceptions: for each outlet of a scope, in one statement, the nett
 * of the data day and its same weekdays before (exceptions-rules.ts, sameWeekdaysOf), its last
 * day with sales among the recent days, the days of the traffic window its counter counted, and
 * the running month's pacing sums and target; then, for the outlets trading on the data day
 * that sold nothing recently, their last day with sales before. One row per outlet leaves
 * the database, its counted days as one list of day numbers: as rows, the window's 25,000 days
 * of an M-sized scope cost a second to hand over. Written in the SQL that DuckDB and PostgreSQL
 * share; rows leave as OutletFacts.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';
import {
  firstOfMonth,
  type Selection,
  sameDayLastYear,
  selectionCondition,
} from '../sales-summary';
import { type OutletFacts, sameWeekdaysOf, windowDaysOf, windowStartOf } from './exceptions-rules';

/** A number as a double: whole rupiah stay far below 2^53, and both engines hand over a number. */
const exact = (value: RawBuilder<unknown>) => sql`CAST(${value} AS DOUBLE PRECISION)`;
const sumOr0 = (column: string) => exact(sql`COALESCE(${sql.ref(column)}, 0)`);
const asDate = (day: string) => sql`CAST(${day} AS DATE)`;

interface OutletRow {
  id: string;
  name: string;
  company_code: string;
  type_code: string;
  open_date: string;
  close_date: string | null;
  /** nett_0: the data day; nett_1 … nett_4 a week, two, … before; null without a row. */
  [sameWeekday: `nett_${number}`]: number | null;
  last_sale: string | null;
  /** Comma-separated days after the window's start with a traffic reading above 0. */
  counted: string | null;
  month_nett: number;
  last_year_same_days: number;
  last_year_whole: number;
  target: number;
}

/** The recent days read: the traffic window, and the month to date when it starts earlier. */
function recentFrom(dataDay: string) {
  const windowStart = windowStartOf(dataDay);
  const monthFrom = firstOfMonth(Number(dataDay.slice(0, 4)), Number(dataDay.slice(5, 7)));
  return monthFrom < windowStart ? monthFrom : windowStart;
}

async function findOutletRows(db: Executor, selection: Selection, dataDay: string) {
  const year = Number(dataDay.slice(0, 4));
  const month = Number(dataDay.slice(5, 7));
  const recent = recentFrom(dataDay);
  const windowStart = windowStartOf(dataDay);
  const weekdays = sameWeekdaysOf(dataDay);
  // A list of outlets narrows the aggregates to them; for a whole brand or more, aggregating
  // every outlet and keeping the scope's in the join costs less than the semi-join.
  const inScope = selection.outletIds ? sql`AND outlet_id IN (SELECT id FROM o)` : sql``;
  const sameWeekdayColumns = sql.join(
    weekdays.map(
      (day, week) =>
        sql`${exact(sql`MAX(CASE WHEN sale_date = ${asDate(day)} THEN nett END)`)} AS ${sql.ref(`nett_${week}`)}`,
    ),
  );
  // Last year's same days are added up apart: in the recent days' aggregate they would add a
  // month of rows to every one of its columns.
  const { rows } = await sql<OutletRow>`
    WITH o AS (SELECT o.id, o.name, o.company_code, o.type_code, o.open_date, o.close_date
                 FROM outlets o WHERE ${selectionCondition(selection)}),
    s AS (SELECT outlet_id, ${sameWeekdayColumns},
                 MAX(CASE WHEN nett > 0 THEN sale_date END) AS last_sale,
                 SUM(CASE WHEN sale_date >= ${asDate(firstOfMonth(year, month))} THEN nett ELSE 0 END)
                   AS month_nett
            FROM daily_sales
           WHERE sale_date BETWEEN ${asDate(recent)} AND ${asDate(dataDay)} ${inScope}
           GROUP BY outlet_id),
    l AS (SELECT outlet_id, SUM(nett) AS last_year_same_days FROM daily_sales
           WHERE sale_date BETWEEN ${asDate(firstOfMonth(year - 1, month))}
                               AND ${asDate(sameDayLastYear(dataDay))} ${inScope}
           GROUP BY outlet_id),
    t AS (SELECT outlet_id,
                 STRING_AGG(CAST(CAST(traffic_date - ${asDate(windowStart)} AS INTEGER) AS VARCHAR),
                            ',') AS counted
            FROM daily_traffic
           WHERE traffic_date BETWEEN ${asDate(windowStart)} AND ${asDate(dataDay)}
             AND visitors > 0 ${inScope}
           GROUP BY outlet_id)
    SELECT o.id, o.name, o.company_code, o.type_code, o.open_date, o.close_date,
           ${sql.join(weekdays.map((_, week) => sql.ref(`s.nett_${week}`)))}, s.last_sale,
           t.counted, ${sumOr0('s.month_nett')} AS month_nett,
           ${sumOr0('l.last_year_same_days')} AS last_year_same_days,
           ${sumOr0('w.nett')} AS last_year_whole, ${sumOr0('g.target')} AS target
      FROM o
      LEFT JOIN s ON s.outlet_id = o.id
      LEFT JOIN t ON t.outlet_id = o.id
      LEFT JOIN l ON l.outlet_id = o.id
      LEFT JOIN monthly_sales w ON w.outlet_id = o.id AND w.year = ${year - 1} AND w.month = ${month}
      LEFT JOIN monthly_targets g ON g.outlet_id = o.id AND g.year = ${year} AND g.month = ${month}
     ORDER BY o.id`.execute(db);
  return rows;
}

/** Each outlet's last day with a nett above 0 before `before`, for the outlets named. */
async function findLastSaleDays(db: Executor, outletIds: readonly string[], before: string) {
  if (outletIds.length === 0) return new Map<string, string>();
  const { rows } = await sql<{ outlet_id: string; day: string }>`
    SELECT outlet_id, MAX(sale_date) AS day FROM daily_sales
     WHERE outlet_id IN (${sql.join(outletIds)}) AND sale_date < ${asDate(before)} AND nett > 0
     GROUP BY outlet_id`.execute(db);
  return new Map(rows.map((row) => [row.outlet_id, row.day]));
}

const isTradingOn = (row: OutletRow, day: string) =>
  row.open_date <= day && (row.close_date === null || row.close_date >= day);

/**
 * The facts of every outlet of the selection for the exceptions of `dataDay`. The history
 * before the recent days is read only for the outlets trading on the data day that sold nothing
 * in them (what no-sales-since needs of them); the others' last sale is among them.
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
  const rows = await findOutletRows(db, selection, dataDay);
  const earlier = await findLastSaleDays(
    db,
    rows.filter((row) => row.last_sale === null && isTradingOn(row, dataDay)).map((row) => row.id),
    recentFrom(dataDay),
  );
  const windowDays = windowDaysOf(dataDay);
  const weekdays = sameWeekdaysOf(dataDay);
  return rows.map((row) => {
    const sales = new Map<string, number>();
    for (const [week, day] of weekdays.entries()) {
      const nett = row[`nett_${week}`];
      if (nett !== null && nett !== undefined) sales.set(day, nett);
    }
    return {
      id: row.id,
      name: row.name,
      companyCode: row.company_code,
      typeCode: row.type_code,
      openDate: row.open_date,
      closeDate: row.close_date,
      sales,
      countedDays: new Set(
        row.counted
          ? row.counted.split(',').map((offset) => windowDays[Number(offset)] as string)
          : [],
      ),
      lastSaleDay: row.last_sale ?? earlier.get(row.id) ?? null,
      month: {
        nett: row.month_nett,
        lastYearSameDays: row.last_year_same_days,
        lastYearWhole: row.last_year_whole,
        target: row.target,
      },
    };
  });
}
