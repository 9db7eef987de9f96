/**
 * All SQL of the sales calls. Charts read the monthly rollups; a detail request reads daily
 * rows only for its reference day, and the rollups for every other day it covers.
 * Written in the SQL that DuckDB and PostgreSQL share.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { SalesAmounts } from '../../db/schema';
import { firstOfMonth, lastOfMonth, monthState, runningMonthOf } from './calendar';
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

export function selectionCondition(selection: Selection): RawBuilder<unknown> {
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
 * Sums by company, year, month and part of sales, targets and traffic, in one statement: the
 * monthly rollups (sales, traffic, targets) and the running month's windows are stacked with
 * zeros in the columns they do not hold, and added up in one aggregate. Every value is a whole
 * number, so where a sum is made cannot change it.
 */
export async function findMonthlyFacts(
  db: Executor,
  selection: Selection,
  years: readonly number[],
  options: FactOptions = {},
): Promise<MonthlyFacts[]> {
  const yearList = list(years);
  const whole = sql.lit(FACT_PART.month);
  // The facts as the statement names their columns.
  const { rows } = await sql<
    Omit<MonthlyFacts, 'companyCode' | 'trafficTransactions'> & {
      company_code: string;
      traffic_transactions: number;
    }
  >`
    SELECT o.company_code, f.year, f.month, f.part, SUM(f.gross) AS gross,
           SUM(f.markdown) AS markdown, SUM(f.vip) AS vip, SUM(f.promo) AS promo,
           SUM(f.nett) AS nett, SUM(f.units) AS units, SUM(f.transactions) AS transactions,
           SUM(f.target) AS target, SUM(f.visitors) AS visitors,
           SUM(f.traffic_transactions) AS traffic_transactions
      FROM (SELECT outlet_id, year, month, ${whole} AS part, gross, markdown, vip, promo, nett,
                   units, transactions, 0 AS target, 0 AS visitors, 0 AS traffic_transactions
              FROM monthly_sales WHERE year IN (${yearList})
            UNION ALL
            SELECT outlet_id, year, month, ${whole}, 0, 0, 0, 0, 0, 0, 0, 0, visitors,
                   transactions
              FROM monthly_traffic WHERE year IN (${yearList})
            UNION ALL
            SELECT outlet_id, year, month, ${whole}, 0, 0, 0, 0, 0, 0, 0, target, 0, 0
              FROM monthly_targets WHERE year IN (${yearList})
            UNION ALL
            -- Its sales rows hold no traffic and its traffic rows no sales (rollups.ts).
            SELECT outlet_id, year, month, part, gross, markdown, vip, promo, nett, units,
                   transactions, 0, visitors, traffic_transactions
              FROM running_month_sales WHERE year IN (${yearList})) f
      JOIN outlets o ON o.id = f.outlet_id
     WHERE ${factsCondition(selection, years, 'f', options)}
     GROUP BY o.company_code, f.year, f.month, f.part`.execute(db);
  return rows.map(({ company_code, traffic_transactions, ...sums }) => ({
    companyCode: company_code,
    ...sums,
    trafficTransactions: traffic_transactions,
  }));
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
export function lflOutletCondition(lfl: LflMonth): RawBuilder<unknown> {
  const openedBy = firstOfMonth(lfl.year - 1, lfl.month);
  const closing =
    monthState(lfl.year, lfl.month, lfl.lastSalesDate) === 'running'
      ? sql`o.close_date >= ${lfl.lastSalesDate}`
      : sql`o.close_date > ${lastOfMonth(lfl.year, lfl.month)}`;
  return sql`(o.open_date <= ${openedBy} AND (o.close_date IS NULL OR ${closing}))`;
}

/** `year`'s running month as lflCondition takes it, or null when no month of it runs. */
function lflRunningOf(year: number, lastSalesDate: string | null) {
  const running = runningMonthOf(year, lastSalesDate);
  return running && lastSalesDate ? { month: running.bulan, lastSalesDate } : null;
}

/** A month whose like-for-like outlets a query keeps. */
export interface LflMonth {
  year: number;
  month: number;
  lastSalesDate: string | null;
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

/** What the detail needs of one outlet, or of all of them: periods, last year's month, targets. */
export interface DetailFacts {
  sums: Record<DetailPeriodKey, OutletPeriodSums>;
  /** Last year's whole requested month, nett: what shapes the projection. */
  lastYearMonthNett: number;
  targets: DetailTargets;
}

export interface DetailOutletFacts extends DetailFacts {
  outletId: string;
  name: string;
  companyCode: string;
  openDate: string;
  closeDate: string | null;
}

/** The outlets of a detail in outlet-id order, and their TOTAL row added up in SQL. */
export interface DetailFactsResult {
  outlets: DetailOutletFacts[];
  total: DetailFacts;
}

/** The monthly targets the periods are made of, whole months, exact. */
export interface DetailTargets {
  /** The requested month's. */
  month: number;
  /** The months of the requested year before it, added up. */
  monthsBefore: number;
  lastYearMonth: number;
  lastYearMonthsBefore: number;
}

export interface DetailRanges {
  year: number;
  month: number;
  /** The last day of the month, or `datelast` in the running month. */
  referenceDay: string;
  /** Keep only the month's like-for-like outlets. */
  lfl: LflMonth | null;
}

const emptySums = (): OutletPeriodSums => ({
  nett: 0,
  units: 0,
  transactions: 0,
  visitors: 0,
  trafficTransactions: 0,
  trafficDays: 0,
});

/** The six measures of a period, as the detail statements name their columns. */
const PERIOD_MEASURES = [
  ['nett', 'nett'],
  ['units', 'units'],
  ['transactions', 'transactions'],
  ['visitors', 'visitors'],
  ['trafficTransactions', 'traffic_transactions'],
  ['trafficDays', 'traffic_days'],
] as const satisfies readonly (readonly [keyof OutletPeriodSums, string])[];

type PeriodColumns<Prefix extends string> = {
  [Measure in (typeof PERIOD_MEASURES)[number][1] as `${Prefix}_${Measure}`]: number;
};

/** Each prefix's column names, made once: a TOTAL detail reads five periods of thousands of rows. */
const periodColumnNames = (prefix: string) =>
  PERIOD_MEASURES.map(([measure, column]) => [measure, `${prefix}_${column}`] as const);
const PERIOD_COLUMN_NAMES = {
  today: periodColumnNames('today'),
  month: periodColumnNames('month'),
  last: periodColumnNames('last'),
  before: periodColumnNames('before'),
  last_before: periodColumnNames('last_before'),
};

/** A period's sums from the columns `<prefix>_nett`, `<prefix>_units`, … of a row. */
function periodSums(
  row: Record<string, unknown>,
  prefix: keyof typeof PERIOD_COLUMN_NAMES,
): OutletPeriodSums {
  const sums = emptySums();
  for (const [measure, column] of PERIOD_COLUMN_NAMES[prefix])
    sums[measure] = row[column] as number;
  return sums;
}

function addSums(into: OutletPeriodSums, from: OutletPeriodSums) {
  for (const [measure] of PERIOD_MEASURES) into[measure] += from[measure];
}

/** The columns of the detail statement's answer that hold sums (every one but the outlet's own). */
const DETAIL_SUM_COLUMNS = [
  ...(['before', 'last_before', 'month', 'last', 'today'] as const).flatMap((prefix) =>
    PERIOD_COLUMN_NAMES[prefix].map(([, column]) => column),
  ),
  'last_month_nett',
  'month_target',
  'before_target',
  'last_month_target',
  'last_before_target',
];

type DetailRow = {
  id: string | null;
  name: string | null;
  company_code: string | null;
  open_date: string | null;
  close_date: string | null;
  last_month_nett: number;
  month_target: number;
  before_target: number;
  last_month_target: number;
  last_before_target: number;
} & PeriodColumns<'before' | 'last_before' | 'month' | 'last' | 'today'>;

/** An outlet's or the total's facts from its row of the detail statement. */
function detailFactsOf(row: DetailRow): DetailFacts {
  const thisMonth = periodSums(row, 'month');
  const lastMonth = periodSums(row, 'last');
  const yearToDate = periodSums(row, 'before');
  addSums(yearToDate, thisMonth);
  const lastYearToDate = periodSums(row, 'last_before');
  addSums(lastYearToDate, lastMonth);
  return {
    sums: {
      today: periodSums(row, 'today'),
      month: thisMonth,
      Year: yearToDate,
      lastmonth: lastMonth,
      lastYear: lastYearToDate,
    },
    lastYearMonthNett: row.last_month_nett,
    targets: {
      month: row.month_target,
      monthsBefore: row.before_target,
      lastYearMonth: row.last_month_target,
      lastYearMonthsBefore: row.last_before_target,
    },
  };
}

/**
 * Per outlet of the selection, and for all of them: the five periods' sums, last year's whole
 * month and the targets the periods need, in one statement whose last row is the TOTAL (a
 * second branch adding up the outlets' rows; not `GROUPING SETS`, which Citus cannot run on
 * facts distributed by outlet). Everything but the reference day comes
 * from the rollups, added up per outlet in SQL (an outlet is listed when it has sales or a
 * target in the months the detail covers): the months before the requested one, and the
 * requested month this year and last, whole (a finished month, or one to come, compares with
 * last year's whole month: `sameDayLastYear`) or, for the running month, its days to `datelast`
 * and last year's same days (`running_month_sales`). The reference day alone is read from the
 * daily rows, for the listed outlets. Like-for-like, the listed outlets are the month's LFL
 * outlets, and each one's year to date adds up only the months it was LFL, in both years
 * (DOMAIN.md: an LFL year to date is the sum of each month's LFL figures).
 */
export async function findDetailFacts(
  db: Executor,
  selection: Selection,
  ranges: DetailRanges,
): Promise<DetailFactsResult> {
  const { year, month, referenceDay } = ranges;
  const lastYear = year - 1;
  const lfl = ranges.lfl ? sql`AND ${lflOutletCondition(ranges.lfl)}` : sql``;
  const condition = sql`${selectionCondition(selection)} ${lfl}`;
  // Whether a row's month counts in the year to date: like-for-like, the months its outlet was
  // LFL (in the requested year's terms, for last year's row of that month too); else every one.
  const countsInYearToDate = ranges.lfl
    ? sql`CASE WHEN ${lflCondition(
        year,
        sql`f.month`,
        lflRunningOf(year, ranges.lfl.lastSalesDate),
      )} THEN 1 ELSE 0 END`
    : sql`1`;
  // Only the running month ends before its last day; its windows are the running rollup's.
  const running = referenceDay !== lastOfMonth(year, month);
  const whole = sql.lit(FACT_PART.month);
  const thisPart = sql.lit(running ? FACT_PART.toDate : FACT_PART.month);
  const lastPart = sql.lit(running ? FACT_PART.sameDaysLastYear : FACT_PART.month);
  // Each outlet's rows are first added up by year, part and whether their month comes before
  // the requested one, is it, or comes after (what only lists an outlet), with plain sums; the
  // periods' columns are then picked out of those few rows per outlet.
  const span = sql`CASE WHEN f.month < ${month} THEN 0 WHEN f.month = ${month} THEN 1 ELSE 2 END`;
  /**
   * A sum as a double: whole rupiah stay far below 2^53, so it is exact, and DuckDB adds up and
   * hands over doubles rather than HUGEINTs (read as BigInts and converted: a TOTAL detail at L
   * reads 120,000 of them).
   */
  const exact = (total: RawBuilder<unknown>) => sql`CAST(${total} AS DOUBLE PRECISION)`;
  /** A measure of `wanted` year's months before the requested one (that count in its YTD). */
  const before = (wanted: number, measure: string) =>
    exact(sql`SUM(CASE WHEN m.year = ${wanted} AND m.span = 0 AND m.part = ${whole}
                        AND m.in_ytd = 1
                       THEN ${sql.ref(`m.${measure}`)} ELSE 0 END)`);
  /** A measure of `wanted` year's requested month, from the rows of `part`. */
  const within = (wanted: number, part: RawBuilder<unknown>, measure: string) =>
    exact(sql`SUM(CASE WHEN m.year = ${wanted} AND m.span = 1 AND m.part = ${part}
                       THEN ${sql.ref(`m.${measure}`)} ELSE 0 END)`);
  const periodColumns = (
    prefix: string,
    measure: (column: string) => RawBuilder<unknown>,
  ): RawBuilder<unknown> =>
    sql.join(
      PERIOD_MEASURES.map(
        ([, column]) => sql`${measure(column)} AS ${sql.ref(`${prefix}_${column}`)}`,
      ),
    );
  const covered = sql`(year = ${lastYear} OR (year = ${year} AND month <= ${month}))`;
  const runningRows = running
    ? sql`UNION ALL
          SELECT outlet_id, year, month, part, 0, nett, units, transactions, visitors,
                 traffic_transactions, traffic_days, 0
            FROM running_month_sales
           WHERE month = ${month} AND ((year = ${year} AND part = ${thisPart})
                                       OR (year = ${lastYear} AND part = ${lastPart}))`
    : sql``;
  // The TOTAL's sums; 0 where no outlet is listed.
  const sums = sql.join(
    DETAIL_SUM_COLUMNS.map(
      (column) =>
        sql`${exact(sql`COALESCE(SUM(${sql.ref(`r.${column}`)}), 0)`)} AS ${sql.ref(column)}`,
    ),
  );
  const columns = sql.join(DETAIL_SUM_COLUMNS.map((column) => sql.ref(`r.${column}`)));
  const answer = await sql<DetailRow>`
    WITH a AS (
      SELECT m.outlet_id, SUM(m.listed) AS listed,
             ${periodColumns('before', (column) => before(year, column))},
             ${periodColumns('last_before', (column) => before(lastYear, column))},
             ${periodColumns('month', (column) => within(year, thisPart, column))},
             ${periodColumns('last', (column) => within(lastYear, lastPart, column))},
             ${within(lastYear, whole, 'nett')} AS last_month_nett,
             ${within(year, whole, 'target')} AS month_target,
             ${before(year, 'target')} AS before_target,
             ${within(lastYear, whole, 'target')} AS last_month_target,
             ${before(lastYear, 'target')} AS last_before_target
        FROM (SELECT f.outlet_id, f.year, f.part, ${span} AS span,
                     ${countsInYearToDate} AS in_ytd, SUM(f.listed) AS listed, SUM(f.nett) AS nett, SUM(f.units) AS units,
                     SUM(f.transactions) AS transactions, SUM(f.visitors) AS visitors,
                     SUM(f.traffic_transactions) AS traffic_transactions,
                     SUM(f.traffic_days) AS traffic_days, SUM(f.target) AS target
                FROM (SELECT outlet_id, year, month, ${whole} AS part, 1 AS listed,
                             nett, units, transactions, 0 AS visitors,
                             0 AS traffic_transactions, 0 AS traffic_days, 0 AS target
                        FROM monthly_sales WHERE ${covered}
                      UNION ALL
                      SELECT outlet_id, year, month, ${whole}, 0, 0, 0, 0, visitors,
                             transactions, traffic_days, 0
                        FROM monthly_traffic WHERE year IN (${year}, ${lastYear})
                                               AND month <= ${month}
                      UNION ALL
                      SELECT outlet_id, year, month, ${whole}, 1, 0, 0, 0, 0, 0, 0, target
                        FROM monthly_targets WHERE ${covered}
                      ${runningRows}) f
                JOIN outlets o ON o.id = f.outlet_id
               WHERE ${condition}
               -- By position: the parameters of span and in_ytd make a second copy of either a
               -- different expression.
               GROUP BY 1, 2, 3, 4, 5) m
       GROUP BY m.outlet_id),
    -- The reference day: sales, and traffic where there is a reading.
    s AS (SELECT outlet_id, nett, units, transactions FROM daily_sales
           WHERE sale_date = ${referenceDay}),
    t AS (SELECT outlet_id, visitors FROM daily_traffic WHERE traffic_date = ${referenceDay}),
    r AS MATERIALIZED (
      SELECT o.id, o.name, o.company_code, o.open_date, o.close_date, a.*,
             COALESCE(s.nett, 0) AS today_nett, COALESCE(s.units, 0) AS today_units,
             COALESCE(s.transactions, 0) AS today_transactions,
             COALESCE(t.visitors, 0) AS today_visitors,
             CASE WHEN t.outlet_id IS NULL THEN 0 ELSE COALESCE(s.transactions, 0) END
               AS today_traffic_transactions,
             CASE WHEN t.outlet_id IS NULL THEN 0 ELSE 1 END AS today_traffic_days
        FROM outlets o
        JOIN a ON a.outlet_id = o.id
        LEFT JOIN s ON s.outlet_id = o.id
        LEFT JOIN t ON t.outlet_id = o.id
       WHERE a.listed > 0)
    -- Each outlet's row, then the TOTAL's (a plain aggregate: always one row, with no id).
    SELECT r.id, r.name, r.company_code, r.open_date, r.close_date, ${columns} FROM r
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, NULL, ${sums} FROM r
     ORDER BY 1 NULLS LAST`.execute(db);

  const rows = answer.rows;
  // The TOTAL's row comes last (zeros when no outlet is listed).
  const totalRow = rows[rows.length - 1] as DetailRow;
  const outlets = rows.slice(0, -1).map(
    (row): DetailOutletFacts => ({
      outletId: row.id as string,
      name: row.name as string,
      companyCode: row.company_code as string,
      openDate: row.open_date as string,
      closeDate: row.close_date,
      ...detailFactsOf(row),
    }),
  );
  return { outlets, total: detailFactsOf(totalRow) };
}
