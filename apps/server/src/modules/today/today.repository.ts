/**
 * The SQL of the Today page (issue 26): the daily rows it needs, added up per company, group,
 * type, day and whether the outlet is like-for-like in the running month; the month targets
 * per company, group and type; and the freshness counts. Written in the SQL that DuckDB and
 * PostgreSQL share; the selection and LFL conditions are the sales calls' own.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';
import { lflOutletCondition, type Selection, selectionCondition } from '../sales-summary';

/** Where a row of daily sums belongs: company, group, type. */
export interface TodayRowKey {
  companyCode: string;
  groupCode: string;
  typeCode: string;
}

export interface TodayDayRow extends TodayRowKey {
  date: string;
  /** 1 when the outlet is like-for-like in the running month (DOMAIN.md). */
  lfl: number;
  nett: number;
  units: number;
  transactions: number;
  visitors: number;
  /** Transactions of the outlet-days with a traffic reading. */
  trafficTransactions: number;
}

export interface TodayTargetRow extends TodayRowKey {
  year: number;
  month: number;
  target: number;
}

/** An inclusive range of days, 'YYYY-MM-DD'. */
export interface DayRange {
  from: string;
  to: string;
}

const inRanges = (column: string, ranges: readonly DayRange[]): RawBuilder<unknown> =>
  sql`(${sql.join(
    ranges.map((range) => sql`${sql.ref(column)} BETWEEN ${range.from} AND ${range.to}`),
    sql` OR `,
  )})`;

/** A sum as an exact double (whole rupiah stay far below 2^53; see findDetailFacts). */
const exact = (column: string) => sql`CAST(SUM(${sql.ref(column)}) AS DOUBLE PRECISION)`;

/**
 * Sales and traffic of the selection's outlets on the days of `ranges`, added up per company,
 * group, type, day and LFL flag: sales rows carry no visitors, traffic rows carry the visitors
 * and the transactions of their outlet-day (0 without a sales row), so the traffic family
 * counts only outlet-days with a reading (DOMAIN.md).
 */
export async function findTodayDays(
  db: Executor,
  selection: Selection,
  ranges: readonly DayRange[],
  lflMonth: { year: number; month: number; lastSalesDate: string },
): Promise<TodayDayRow[]> {
  const { rows } = await sql<{
    company_code: string;
    group_code: string;
    type_code: string;
    day: string;
    lfl: number;
    nett: number;
    units: number;
    transactions: number;
    visitors: number;
    traffic_transactions: number;
  }>`
    SELECT o.company_code, o.group_code, o.type_code, CAST(f.day AS VARCHAR(10)) AS day,
           CASE WHEN ${lflOutletCondition(lflMonth)} THEN 1 ELSE 0 END AS lfl,
           ${exact('f.nett')} AS nett, ${exact('f.units')} AS units,
           ${exact('f.transactions')} AS transactions, ${exact('f.visitors')} AS visitors,
           ${exact('f.traffic_transactions')} AS traffic_transactions
      FROM (SELECT outlet_id, sale_date AS day, nett, units, transactions, 0 AS visitors,
                   0 AS traffic_transactions
              FROM daily_sales WHERE ${inRanges('sale_date', ranges)}
            UNION ALL
            SELECT t.outlet_id, t.traffic_date, 0, 0, 0, t.visitors, COALESCE(s.transactions, 0)
              FROM daily_traffic t
              LEFT JOIN daily_sales s
                ON s.outlet_id = t.outlet_id AND s.sale_date = t.traffic_date
             WHERE ${inRanges('t.traffic_date', ranges)}) f
      JOIN outlets o ON o.id = f.outlet_id
     WHERE ${selectionCondition(selection)}
     GROUP BY 1, 2, 3, 4, 5`.execute(db);
  return rows.map((row) => ({
    companyCode: row.company_code,
    groupCode: row.group_code,
    typeCode: row.type_code,
    date: row.day,
    lfl: Number(row.lfl),
    nett: Number(row.nett),
    units: Number(row.units),
    transactions: Number(row.transactions),
    visitors: Number(row.visitors),
    trafficTransactions: Number(row.traffic_transactions),
  }));
}

/** The selection's monthly targets of the given months, per company, group and type. */
export async function findTodayTargets(
  db: Executor,
  selection: Selection,
  months: readonly { year: number; month: number }[],
): Promise<TodayTargetRow[]> {
  const wanted = sql.join(
    months.map(({ year, month }) => sql`(m.year = ${year} AND m.month = ${month})`),
    sql` OR `,
  );
  const { rows } = await sql<{
    company_code: string;
    group_code: string;
    type_code: string;
    year: number;
    month: number;
    target: number;
  }>`
    SELECT o.company_code, o.group_code, o.type_code, m.year, m.month,
           ${exact('m.target')} AS target
      FROM monthly_targets m JOIN outlets o ON o.id = m.outlet_id
     WHERE (${wanted}) AND ${selectionCondition(selection)}
     GROUP BY 1, 2, 3, 4, 5`.execute(db);
  return rows.map((row) => ({
    companyCode: row.company_code,
    groupCode: row.group_code,
    typeCode: row.type_code,
    year: Number(row.year),
    month: Number(row.month),
    target: Number(row.target),
  }));
}

/**
 * Freshness: the selection's outlets with a sales row on `expectedDay` (the same weekday a week
 * before the data day), and how many of them have one on `dataDay`.
 */
export async function findReportedOutlets(
  db: Executor,
  selection: Selection,
  dataDay: string,
  expectedDay: string,
): Promise<{ expected: number; reported: number }> {
  const { rows } = await sql<{ expected: number; reported: number }>`
    SELECT COUNT(*) AS expected, COUNT(d.outlet_id) AS reported
      FROM daily_sales w
      JOIN outlets o ON o.id = w.outlet_id
      LEFT JOIN daily_sales d ON d.outlet_id = w.outlet_id AND d.sale_date = ${dataDay}
     WHERE w.sale_date = ${expectedDay} AND ${selectionCondition(selection)}`.execute(db);
  const row = rows[0];
  return { expected: Number(row?.expected ?? 0), reported: Number(row?.reported ?? 0) };
}
