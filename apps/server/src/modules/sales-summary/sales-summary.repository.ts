/**
 * All SQL of the sales calls. Charts read the monthly rollups; a detail request reads daily
 * rows only for its own month (this year and last), and rollups for the months before it.
 * Written in the SQL that DuckDB and PostgreSQL share.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { SalesAmounts } from '../../db/schema';
import { firstOfMonth, lastOfMonth, monthState } from './calendar';
import type { Selection } from './selection';

export interface MonthlyFacts extends SalesAmounts {
  companyCode: string;
  year: number;
  month: number;
  part: FactPart;
  transactions: number;
  target: number;
  visitors: number;
  /** Transactions of the outlet-days with a traffic reading: the traffic family's. */
  trafficTransactions: number;
}

export interface FactOptions {
  /** Keep only outlets that are like-for-like for each month of this year (DOMAIN.md). */
  lflYear?: number;
  /** That year's running month, whose like-for-like outlets trade on to `datelast`. */
  lflRunning?: { month: number; lastSalesDate: string } | null;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(values.map((value) => sql`${value}`));

function selectionCondition(selection: Selection): RawBuilder<unknown> {
  // A caller who may see no company selects nothing; `IN ()` is not SQL.
  if (selection.companies.length === 0) return sql`1 = 0`;
  const parts = [
    sql`o.company_code IN (${list(selection.companies)})`,
    sql`o.type_code = ${selection.type}`,
  ];
  if (selection.groups) parts.push(sql`o.group_code IN (${list(selection.groups)})`);
  if (selection.outletIds) parts.push(sql`o.id IN (${list(selection.outletIds)})`);
  return sql.join(parts, sql` AND `);
}

const monthIndex = (dateColumn: string) =>
  sql`(CAST(EXTRACT(YEAR FROM ${sql.ref(dateColumn)}) AS INTEGER) * 12 + CAST(EXTRACT(MONTH FROM ${sql.ref(dateColumn)}) AS INTEGER))`;

/**
 * Like-for-like for month `monthColumn` of `lflYear`: open on or before the first day of that
 * month a year earlier, and still trading at its end: closing after the month's last day, or,
 * in the running month, on or after `datelast` (DOMAIN.md).
 */
function lflCondition(
  lflYear: number,
  monthColumn: RawBuilder<unknown>,
  running: { month: number; lastSalesDate: string } | null,
): RawBuilder<unknown> {
  const lastYearMonth = sql`(${lflYear - 1} * 12 + ${monthColumn})`;
  const thisYearMonth = sql`(${lflYear} * 12 + ${monthColumn})`;
  const closedAfterMonth = sql`${monthIndex('o.close_date')} > ${thisYearMonth}`;
  const stillTrading = running
    ? sql`CASE WHEN ${monthColumn} = ${running.month} THEN o.close_date >= ${running.lastSalesDate}
               ELSE ${closedAfterMonth} END`
    : closedAfterMonth;
  return sql`(
    (${monthIndex('o.open_date')} < ${lastYearMonth}
      OR (${monthIndex('o.open_date')} = ${lastYearMonth} AND CAST(EXTRACT(DAY FROM o.open_date) AS INTEGER) = 1))
    AND (o.close_date IS NULL OR ${stillTrading}))`;
}

function factsCondition(
  selection: Selection,
  years: readonly number[],
  alias: string,
  options: FactOptions,
) {
  const parts = [
    selectionCondition(selection),
    sql`${sql.ref(`${alias}.year`)} IN (${list(years)})`,
  ];
  if (options.lflYear !== undefined)
    parts.push(
      lflCondition(options.lflYear, sql.ref(`${alias}.month`), options.lflRunning ?? null),
    );
  return sql.join(parts, sql` AND `);
}

/**
 * Which days a row of facts covers: a whole month (from the monthly rollups), or the running
 * month up to `datelast` and last year's same days (from `running_month_sales`).
 */
export const FACT_PART = { month: -1, toDate: 0, sameDaysLastYear: 1 } as const;
export type FactPart = (typeof FACT_PART)[keyof typeof FACT_PART];

/**
 * Sums by company, year, month and part of sales, targets and traffic: one statement each,
 * whole months and the running month's windows read in the same scan.
 */
export async function findMonthlyFacts(
  db: Executor,
  selection: Selection,
  years: readonly number[],
  options: FactOptions = {},
): Promise<MonthlyFacts[]> {
  const yearList = list(years);
  const [sales, targets, traffic] = await Promise.all([
    sql<
      SalesAmounts & {
        company_code: string;
        year: number;
        month: number;
        part: FactPart;
        transactions: number;
      }
    >`
      SELECT o.company_code, m.year, m.month, m.part, SUM(m.gross) AS gross,
             SUM(m.markdown) AS markdown, SUM(m.vip) AS vip, SUM(m.promo) AS promo,
             SUM(m.nett) AS nett, SUM(m.units) AS units, SUM(m.transactions) AS transactions
        FROM (SELECT outlet_id, year, month, ${sql.lit(FACT_PART.month)} AS part, gross, markdown,
                     vip, promo, nett, units, transactions
                FROM monthly_sales WHERE year IN (${yearList})
              UNION ALL
              SELECT outlet_id, year, month, part, gross, markdown, vip, promo, nett, units,
                     transactions
                FROM running_month_sales WHERE year IN (${yearList}) AND traffic_days = 0) m
        JOIN outlets o ON o.id = m.outlet_id
       WHERE ${factsCondition(selection, years, 'm', options)}
       GROUP BY o.company_code, m.year, m.month, m.part`.execute(db),
    sql<{ company_code: string; year: number; month: number; target: number }>`
      SELECT o.company_code, t.year, t.month, SUM(t.target) AS target
        FROM monthly_targets t JOIN outlets o ON o.id = t.outlet_id
       WHERE ${factsCondition(selection, years, 't', options)}
       GROUP BY o.company_code, t.year, t.month`.execute(db),
    sql<{
      company_code: string;
      year: number;
      month: number;
      part: FactPart;
      visitors: number;
      transactions: number;
    }>`
      SELECT o.company_code, v.year, v.month, v.part, SUM(v.visitors) AS visitors,
             SUM(v.transactions) AS transactions
        FROM (SELECT outlet_id, year, month, ${sql.lit(FACT_PART.month)} AS part, visitors,
                     transactions
                FROM monthly_traffic WHERE year IN (${yearList})
              UNION ALL
              SELECT outlet_id, year, month, part, visitors, traffic_transactions
                FROM running_month_sales WHERE year IN (${yearList}) AND traffic_days > 0) v
        JOIN outlets o ON o.id = v.outlet_id
       WHERE ${factsCondition(selection, years, 'v', options)}
       GROUP BY o.company_code, v.year, v.month, v.part`.execute(db),
  ]);

  const facts = new Map<string, MonthlyFacts>();
  const entry = (companyCode: string, year: number, month: number, part: FactPart) => {
    const key = `${companyCode}|${year}|${month}|${part}`;
    let found = facts.get(key);
    if (!found) {
      found = { companyCode, year, month, part, ...emptyRangeSums(), target: 0 };
      facts.set(key, found);
    }
    return found;
  };
  for (const { company_code, year, month, part, ...sums } of sales.rows) {
    Object.assign(entry(company_code, year, month, part), sums);
  }
  for (const row of targets.rows)
    entry(row.company_code, row.year, row.month, FACT_PART.month).target = row.target;
  for (const row of traffic.rows) {
    Object.assign(entry(row.company_code, row.year, row.month, row.part), {
      visitors: row.visitors,
      trafficTransactions: row.transactions,
    });
  }
  return [...facts.values()];
}

export interface CategoryMonth {
  category: string;
  month: number;
  gross: number;
  markdown: number;
  vip: number;
  promo: number;
}

export async function findCategoryMonths(db: Executor, selection: Selection, year: number) {
  const { rows } = await sql<CategoryMonth>`
    SELECT c.category_code AS category, c.month, SUM(c.gross) AS gross, SUM(c.markdown) AS markdown,
           SUM(c.vip) AS vip, SUM(c.promo) AS promo
      FROM monthly_category_sales c JOIN outlets o ON o.id = c.outlet_id
     WHERE ${factsCondition(selection, [year], 'c', {})}
     GROUP BY c.category_code, c.month`.execute(db);
  return rows;
}

/**
 * Like-for-like for one month of `year`, in dates: open on or before the first day of that
 * month a year earlier, and still trading at its end: after its last day, or, for the running
 * month, on or after `datelast` (DOMAIN.md).
 */
function lflOutletCondition(lfl: LflMonth): RawBuilder<unknown> {
  const openedBy = firstOfMonth(lfl.year - 1, lfl.month);
  const closing =
    monthState(lfl.year, lfl.month, lfl.lastSalesDate) === 'running'
      ? sql`o.close_date >= ${lfl.lastSalesDate}`
      : sql`o.close_date > ${lastOfMonth(lfl.year, lfl.month)}`;
  return sql`(o.open_date <= ${openedBy} AND (o.close_date IS NULL OR ${closing}))`;
}

/** A month whose like-for-like outlets a query keeps. */
export interface LflMonth {
  year: number;
  month: number;
  lastSalesDate: string | null;
}

export interface DateRange {
  from: string;
  to: string;
}

/** What a range of days adds up to for the chart calls. */
export type RangeSums = Omit<MonthlyFacts, 'companyCode' | 'year' | 'month' | 'part' | 'target'>;

export const emptyRangeSums = (): RangeSums => ({
  gross: 0,
  markdown: 0,
  vip: 0,
  promo: 0,
  nett: 0,
  units: 0,
  transactions: 0,
  visitors: 0,
  trafficTransactions: 0,
});

function inRanges(column: string, ranges: readonly DateRange[]): RawBuilder<unknown> {
  return sql`(${sql.join(
    ranges.map((range) => sql`${sql.ref(column)} BETWEEN ${range.from} AND ${range.to}`),
    sql` OR `,
  )})`;
}

/** One outlet's sums over one period of the detail. */
export interface OutletPeriodSums {
  nett: number;
  units: number;
  transactions: number;
  visitors: number;
  /** Transactions of the days with a traffic reading. */
  trafficTransactions: number;
  /** Days with a traffic reading: none means "no reading", not 0 visitors. */
  trafficDays: number;
}

export type DetailPeriodKey = 'today' | 'month' | 'Year' | 'lastmonth' | 'lastYear';

export interface DetailOutletFacts {
  outletId: string;
  name: string;
  companyCode: string;
  openDate: string;
  closeDate: string | null;
  sums: Record<DetailPeriodKey, OutletPeriodSums>;
  /** Last year's whole requested month, nett: what shapes the projection. */
  lastYearMonthNett: number;
  /** Monthly targets of the requested year and the one before, keyed `year-month`. */
  targets: Map<string, number>;
}

export interface DetailRanges {
  year: number;
  month: number;
  referenceDay: string;
  lastYearReferenceDay: string;
  /** Keep only the month's like-for-like outlets. */
  lfl: LflMonth | null;
}

export const emptySums = (): OutletPeriodSums => ({
  nett: 0,
  units: 0,
  transactions: 0,
  visitors: 0,
  trafficTransactions: 0,
  trafficDays: 0,
});

/**
 * Per outlet of the selection: the five periods' sums, last year's whole month and the
 * targets the periods need. Months before the requested one come from the rollups, the
 * requested month (this year and last) from the daily rows.
 */
export async function findDetailFacts(
  db: Executor,
  selection: Selection,
  ranges: DetailRanges,
): Promise<DetailOutletFacts[]> {
  const { year, month, referenceDay, lastYearReferenceDay } = ranges;
  const lastYear = year - 1;
  const firstDay = firstOfMonth(year, month);
  const lastYearFirstDay = firstOfMonth(lastYear, month);
  const lfl = ranges.lfl ? sql`AND ${lflOutletCondition(ranges.lfl)}` : sql``;
  const condition = sql`${selectionCondition(selection)} ${lfl}`;
  const days = [
    { from: firstDay, to: referenceDay },
    { from: lastYearFirstDay, to: lastYearReferenceDay },
  ];
  const today = (column: string, measure: RawBuilder<unknown>) =>
    sql`SUM(CASE WHEN ${sql.ref(column)} = ${referenceDay} THEN ${measure} ELSE 0 END)`;
  const thisMonth = (column: string, measure: RawBuilder<unknown>) =>
    sql`SUM(CASE WHEN ${sql.ref(column)} >= ${firstDay} THEN ${measure} ELSE 0 END)`;
  const lastMonth = (column: string, measure: RawBuilder<unknown>) =>
    sql`SUM(CASE WHEN ${sql.ref(column)} < ${firstDay} THEN ${measure} ELSE 0 END)`;

  const [members, monthlySales, daily, monthlyTraffic, targets] = await Promise.all([
    sql<{
      id: string;
      name: string;
      company_code: string;
      open_date: string;
      close_date: string | null;
    }>`
      SELECT o.id, o.name, o.company_code, o.open_date, o.close_date FROM outlets o
       WHERE ${condition}
         AND (EXISTS (SELECT 1 FROM monthly_sales m WHERE m.outlet_id = o.id
                       AND (m.year = ${lastYear} OR (m.year = ${year} AND m.month <= ${month})))
           OR EXISTS (SELECT 1 FROM monthly_targets t WHERE t.outlet_id = o.id
                       AND (t.year = ${lastYear} OR (t.year = ${year} AND t.month <= ${month}))))
       ORDER BY o.id`.execute(db),
    sql<{
      outlet_id: string;
      year: number;
      before_nett: number;
      before_units: number;
      before_transactions: number;
      month_nett: number;
    }>`
      SELECT m.outlet_id, m.year,
             SUM(CASE WHEN m.month < ${month} THEN m.nett ELSE 0 END) AS before_nett,
             SUM(CASE WHEN m.month < ${month} THEN m.units ELSE 0 END) AS before_units,
             SUM(CASE WHEN m.month < ${month} THEN m.transactions ELSE 0 END) AS before_transactions,
             SUM(CASE WHEN m.month = ${month} THEN m.nett ELSE 0 END) AS month_nett
        FROM monthly_sales m JOIN outlets o ON o.id = m.outlet_id
       WHERE ${condition} AND m.year IN (${year}, ${lastYear}) AND m.month <= ${month}
       GROUP BY m.outlet_id, m.year`.execute(db),
    // The requested month's days, this year and last: sales of every day, traffic of the days
    // with a reading and those days' transactions, in one pass over each daily table.
    sql<{
      outlet_id: string;
      today_nett: number;
      today_units: number;
      today_transactions: number;
      month_nett: number;
      month_units: number;
      month_transactions: number;
      last_nett: number;
      last_units: number;
      last_transactions: number;
      today_visitors: number;
      today_traffic_transactions: number;
      today_days: number;
      month_visitors: number;
      month_traffic_transactions: number;
      month_days: number;
      last_visitors: number;
      last_traffic_transactions: number;
      last_days: number;
    }>`
      SELECT d.outlet_id,
             ${today('d.day', sql`d.nett`)} AS today_nett,
             ${today('d.day', sql`d.units`)} AS today_units,
             ${today('d.day', sql`d.transactions`)} AS today_transactions,
             ${thisMonth('d.day', sql`d.nett`)} AS month_nett,
             ${thisMonth('d.day', sql`d.units`)} AS month_units,
             ${thisMonth('d.day', sql`d.transactions`)} AS month_transactions,
             ${lastMonth('d.day', sql`d.nett`)} AS last_nett,
             ${lastMonth('d.day', sql`d.units`)} AS last_units,
             ${lastMonth('d.day', sql`d.transactions`)} AS last_transactions,
             ${today('d.day', sql`d.visitors`)} AS today_visitors,
             ${today('d.day', sql`d.traffic_transactions`)} AS today_traffic_transactions,
             ${today('d.day', sql`d.reading`)} AS today_days,
             ${thisMonth('d.day', sql`d.visitors`)} AS month_visitors,
             ${thisMonth('d.day', sql`d.traffic_transactions`)} AS month_traffic_transactions,
             ${thisMonth('d.day', sql`d.reading`)} AS month_days,
             ${lastMonth('d.day', sql`d.visitors`)} AS last_visitors,
             ${lastMonth('d.day', sql`d.traffic_transactions`)} AS last_traffic_transactions,
             ${lastMonth('d.day', sql`d.reading`)} AS last_days
        FROM (SELECT COALESCE(s.outlet_id, t.outlet_id) AS outlet_id,
                     COALESCE(s.sale_date, t.traffic_date) AS day,
                     COALESCE(s.nett, 0) AS nett, COALESCE(s.units, 0) AS units,
                     COALESCE(s.transactions, 0) AS transactions,
                     COALESCE(t.visitors, 0) AS visitors,
                     CASE WHEN t.outlet_id IS NULL THEN 0 ELSE COALESCE(s.transactions, 0) END
                       AS traffic_transactions,
                     CASE WHEN t.outlet_id IS NULL THEN 0 ELSE 1 END AS reading
                FROM (SELECT s.outlet_id, s.sale_date, s.nett, s.units, s.transactions
                        FROM daily_sales s JOIN outlets o ON o.id = s.outlet_id
                       WHERE ${condition} AND ${inRanges('s.sale_date', days)}) s
                FULL JOIN (SELECT t.outlet_id, t.traffic_date, t.visitors
                             FROM daily_traffic t JOIN outlets o ON o.id = t.outlet_id
                            WHERE ${condition} AND ${inRanges('t.traffic_date', days)}) t
                  ON s.outlet_id = t.outlet_id AND s.sale_date = t.traffic_date) d
       GROUP BY d.outlet_id`.execute(db),
    sql<{
      outlet_id: string;
      year: number;
      visitors: number;
      transactions: number;
      traffic_days: number;
    }>`
      SELECT v.outlet_id, v.year, SUM(v.visitors) AS visitors, SUM(v.transactions) AS transactions,
             SUM(v.traffic_days) AS traffic_days
        FROM monthly_traffic v JOIN outlets o ON o.id = v.outlet_id
       WHERE ${condition} AND v.year IN (${year}, ${lastYear}) AND v.month < ${month}
       GROUP BY v.outlet_id, v.year`.execute(db),
    sql<{ outlet_id: string; year: number; month: number; target: number }>`
      SELECT t.outlet_id, t.year, t.month, t.target
        FROM monthly_targets t JOIN outlets o ON o.id = t.outlet_id
       WHERE ${condition} AND t.year IN (${year}, ${lastYear}) AND t.month <= ${month}`.execute(db),
  ]);

  const byOutlet = new Map<string, DetailOutletFacts>();
  for (const row of members.rows) {
    byOutlet.set(row.id, {
      outletId: row.id,
      name: row.name,
      companyCode: row.company_code,
      openDate: row.open_date,
      closeDate: row.close_date,
      sums: {
        today: emptySums(),
        month: emptySums(),
        Year: emptySums(),
        lastmonth: emptySums(),
        lastYear: emptySums(),
      },
      lastYearMonthNett: 0,
      targets: new Map(),
    });
  }
  const addSales = (sums: OutletPeriodSums, nett: number, units: number, transactions: number) => {
    sums.nett += nett;
    sums.units += units;
    sums.transactions += transactions;
  };
  const addTraffic = (
    sums: OutletPeriodSums,
    visitors: number,
    transactions: number,
    readings: number,
  ) => {
    sums.visitors += visitors;
    sums.trafficTransactions += transactions;
    sums.trafficDays += readings;
  };
  for (const row of monthlySales.rows) {
    const outlet = byOutlet.get(row.outlet_id);
    if (!outlet) continue;
    const thisYear = row.year === year;
    addSales(
      thisYear ? outlet.sums.Year : outlet.sums.lastYear,
      row.before_nett,
      row.before_units,
      row.before_transactions,
    );
    if (!thisYear) outlet.lastYearMonthNett = row.month_nett;
  }
  for (const row of daily.rows) {
    const outlet = byOutlet.get(row.outlet_id);
    if (!outlet) continue;
    const { sums } = outlet;
    addSales(sums.today, row.today_nett, row.today_units, row.today_transactions);
    addTraffic(sums.today, row.today_visitors, row.today_traffic_transactions, row.today_days);
    for (const period of [sums.month, sums.Year]) {
      addSales(period, row.month_nett, row.month_units, row.month_transactions);
      addTraffic(period, row.month_visitors, row.month_traffic_transactions, row.month_days);
    }
    for (const period of [sums.lastmonth, sums.lastYear]) {
      addSales(period, row.last_nett, row.last_units, row.last_transactions);
      addTraffic(period, row.last_visitors, row.last_traffic_transactions, row.last_days);
    }
  }
  for (const row of monthlyTraffic.rows) {
    const outlet = byOutlet.get(row.outlet_id);
    if (!outlet) continue;
    addTraffic(
      row.year === year ? outlet.sums.Year : outlet.sums.lastYear,
      row.visitors,
      row.transactions,
      row.traffic_days,
    );
  }
  for (const row of targets.rows) {
    byOutlet.get(row.outlet_id)?.targets.set(`${row.year}-${row.month}`, row.target);
  }
  return [...byOutlet.values()];
}
