/**
 * The SQL of the Today page (issue 26): the daily nett it needs, added up per company, group,
 * type, day and whether the outlet is like-for-like in the running month; the month targets
 * per company, group and type; and the freshness counts. Written in the SQL that DuckDB and
 * PostgreSQL share; the selection and LFL conditions are the sales calls' own.
 */
import { sql } from 'kysely';
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

/**
 * The nett of the selection's outlets on the days of `ranges` (which do not overlap), added up
 * per company, group, type, day and LFL flag. One branch per range, so that each reads only its
 * days of the table.
 */
export async function findTodayDays(
  db: Executor,
  selection: Selection,
  ranges: readonly DayRange[],
  lflMonth: { year: number; month: number; lastSalesDate: string },
): Promise<TodayDayRow[]> {
  const days = sql.join(
    ranges.map(
      (range) => sql`SELECT outlet_id, sale_date, nett FROM daily_sales
                      WHERE sale_date BETWEEN ${range.from} AND ${range.to}`,
    ),
    sql` UNION ALL `,
  );
  const { rows } = await sql<{
    company_code: string;
    group_code: string;
    type_code: string;
    day: string;
    lfl: number;
    nett: number;
  }>`
    SELECT o.company_code, o.group_code, o.type_code, CAST(s.sale_date AS VARCHAR(10)) AS day,
           CASE WHEN ${lflOutletCondition(lflMonth)} THEN 1 ELSE 0 END AS lfl,
           CAST(SUM(s.nett) AS DOUBLE PRECISION) AS nett
      FROM (${days}) s
      JOIN outlets o ON o.id = s.outlet_id
     WHERE ${selectionCondition(selection)}
     GROUP BY 1, 2, 3, 4, 5`.execute(db);
  return rows.map((row) => ({
    companyCode: row.company_code,
    groupCode: row.group_code,
    typeCode: row.type_code,
    date: row.day,
    lfl: Number(row.lfl),
    nett: Number(row.nett),
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
           CAST(SUM(m.target) AS DOUBLE PRECISION) AS target
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
