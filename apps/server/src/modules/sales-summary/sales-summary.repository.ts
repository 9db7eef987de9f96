/**
 * All SQL of the sales calls. Charts read the monthly rollups; a detail request reads daily
 * rows only for its own month (this year and last), and rollups for the months before it.
 * Written in the SQL that DuckDB and PostgreSQL share.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Selection } from './selection';

export interface MonthlyFacts {
  companyCode: string;
  year: number;
  month: number;
  gross: number;
  markdown: number;
  vip: number;
  promo: number;
  nett: number;
  units: number;
  transactions: number;
  target: number;
  visitors: number;
}

export interface FactOptions {
  /** Keep only outlets that are like-for-like for each month of this year (DOMAIN.md). */
  lflYear?: number;
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
 * month a year earlier, and not closed before the month's last day.
 */
function lflCondition(lflYear: number, monthColumn: RawBuilder<unknown>): RawBuilder<unknown> {
  const lastYearMonth = sql`(${lflYear - 1} * 12 + ${monthColumn})`;
  const thisYearMonth = sql`(${lflYear} * 12 + ${monthColumn})`;
  return sql`(
    (${monthIndex('o.open_date')} < ${lastYearMonth}
      OR (${monthIndex('o.open_date')} = ${lastYearMonth} AND CAST(EXTRACT(DAY FROM o.open_date) AS INTEGER) = 1))
    AND (o.close_date IS NULL OR ${monthIndex('o.close_date')} > ${thisYearMonth}))`;
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
    parts.push(lflCondition(options.lflYear, sql.ref(`${alias}.month`)));
  return sql.join(parts, sql` AND `);
}

/** Sums by company, year and month of sales, targets and traffic. */
export async function findMonthlyFacts(
  database: Database,
  selection: Selection,
  years: readonly number[],
  options: FactOptions = {},
): Promise<MonthlyFacts[]> {
  const [sales, targets, traffic] = await Promise.all([
    sql<{
      company_code: string;
      year: number;
      month: number;
      gross: number;
      markdown: number;
      vip: number;
      promo: number;
      nett: number;
      units: number;
      transactions: number;
    }>`
      SELECT o.company_code, m.year, m.month, SUM(m.gross) AS gross, SUM(m.markdown) AS markdown,
             SUM(m.vip) AS vip, SUM(m.promo) AS promo, SUM(m.nett) AS nett, SUM(m.units) AS units,
             SUM(m.transactions) AS transactions
        FROM monthly_sales m JOIN outlets o ON o.id = m.outlet_id
       WHERE ${factsCondition(selection, years, 'm', options)}
       GROUP BY o.company_code, m.year, m.month`.execute(database.kysely),
    sql<{ company_code: string; year: number; month: number; target: number }>`
      SELECT o.company_code, t.year, t.month, SUM(t.target) AS target
        FROM monthly_targets t JOIN outlets o ON o.id = t.outlet_id
       WHERE ${factsCondition(selection, years, 't', options)}
       GROUP BY o.company_code, t.year, t.month`.execute(database.kysely),
    sql<{ company_code: string; year: number; month: number; visitors: number }>`
      SELECT o.company_code, v.year, v.month, SUM(v.visitors) AS visitors
        FROM monthly_traffic v JOIN outlets o ON o.id = v.outlet_id
       WHERE ${factsCondition(selection, years, 'v', options)}
       GROUP BY o.company_code, v.year, v.month`.execute(database.kysely),
  ]);

  const facts = new Map<string, MonthlyFacts>();
  const entry = (companyCode: string, year: number, month: number) => {
    const key = `${companyCode}|${year}|${month}`;
    let found = facts.get(key);
    if (!found) {
      found = {
        companyCode,
        year: Number(year),
        month: Number(month),
        gross: 0,
        markdown: 0,
        vip: 0,
        promo: 0,
        nett: 0,
        units: 0,
        transactions: 0,
        target: 0,
        visitors: 0,
      };
      facts.set(key, found);
    }
    return found;
  };
  for (const row of sales.rows) {
    Object.assign(entry(row.company_code, row.year, row.month), {
      gross: Number(row.gross),
      markdown: Number(row.markdown),
      vip: Number(row.vip),
      promo: Number(row.promo),
      nett: Number(row.nett),
      units: Number(row.units),
      transactions: Number(row.transactions),
    });
  }
  for (const row of targets.rows)
    entry(row.company_code, row.year, row.month).target = Number(row.target);
  for (const row of traffic.rows)
    entry(row.company_code, row.year, row.month).visitors = Number(row.visitors);
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

export async function findCategoryMonths(database: Database, selection: Selection, year: number) {
  const { rows } = await sql<CategoryMonth>`
    SELECT c.category_code AS category, c.month, SUM(c.gross) AS gross, SUM(c.markdown) AS markdown,
           SUM(c.vip) AS vip, SUM(c.promo) AS promo
      FROM monthly_category_sales c JOIN outlets o ON o.id = c.outlet_id
     WHERE ${factsCondition(selection, [year], 'c', {})}
     GROUP BY c.category_code, c.month`.execute(database.kysely);
  return rows.map((row) => ({
    category: row.category,
    month: Number(row.month),
    gross: Number(row.gross),
    markdown: Number(row.markdown),
    vip: Number(row.vip),
    promo: Number(row.promo),
  }));
}

export interface DiscountSums {
  gross: number;
  markdown: number;
  vip: number;
  promo: number;
}

/**
 * Gross and discounts per company from 1 January to `lastDay` of `year`: whole months from the
 * rollup, the last month from daily rows. One round trip for every company of the selection.
 */
export async function findDiscountsToDate(
  database: Database,
  selection: Selection,
  year: number,
  lastDay: string,
): Promise<Map<string, DiscountSums>> {
  const month = Number(lastDay.slice(5, 7));
  const firstDay = `${lastDay.slice(0, 7)}-01`;
  const { rows } = await sql<DiscountSums & { company_code: string }>`
    SELECT company_code, SUM(gross) AS gross, SUM(markdown) AS markdown, SUM(vip) AS vip, SUM(promo) AS promo
      FROM (
        SELECT o.company_code, m.gross, m.markdown, m.vip, m.promo
          FROM monthly_sales m JOIN outlets o ON o.id = m.outlet_id
         WHERE ${selectionCondition(selection)} AND m.year = ${year} AND m.month < ${month}
        UNION ALL
        SELECT o.company_code, s.gross, s.markdown, s.vip, s.promo
          FROM daily_sales s JOIN outlets o ON o.id = s.outlet_id
         WHERE ${selectionCondition(selection)} AND s.sale_date BETWEEN ${firstDay} AND ${lastDay}
      ) parts
     GROUP BY company_code`.execute(database.kysely);
  return new Map(
    rows.map((row) => [
      row.company_code,
      {
        gross: Number(row.gross),
        markdown: Number(row.markdown),
        vip: Number(row.vip),
        promo: Number(row.promo),
      },
    ]),
  );
}

export interface OutletPeriodSums {
  nett: number;
  units: number;
  transactions: number;
  visitors: number;
}

export interface DetailOutletFacts {
  outletId: string;
  name: string;
  closeDate: string | null;
  /** Keyed by period: today, month, Year, lastmonth, lastYear. */
  sums: Record<'today' | 'month' | 'Year' | 'lastmonth' | 'lastYear', OutletPeriodSums>;
  /** Monthly targets of the requested year and the one before, keyed `year-month`. */
  targets: Map<string, number>;
}

export interface DetailRanges {
  year: number;
  month: number;
  referenceDay: string;
  lastYearReferenceDay: string;
  lfl: boolean;
}

const emptySums = (): OutletPeriodSums => ({ nett: 0, units: 0, transactions: 0, visitors: 0 });

/** Per outlet of the selection: the five periods' sums and the targets they need. */
export async function findDetailFacts(
  database: Database,
  selection: Selection,
  ranges: DetailRanges,
): Promise<DetailOutletFacts[]> {
  const { year, month, referenceDay, lastYearReferenceDay } = ranges;
  const lastYear = year - 1;
  const monthText = String(month).padStart(2, '0');
  const firstDay = `${year}-${monthText}-01`;
  const lastYearFirstDay = `${lastYear}-${monthText}-01`;
  const lfl = ranges.lfl ? sql`AND ${lflCondition(year, sql`${month}`)}` : sql``;
  const condition = sql`${selectionCondition(selection)} ${lfl}`;

  const [members, monthlySales, dailySales, monthlyTraffic, dailyTraffic, targets] =
    await Promise.all([
      sql<{ id: string; name: string; close_date: string | null }>`
      SELECT o.id, o.name, o.close_date FROM outlets o
       WHERE ${condition}
         AND (EXISTS (SELECT 1 FROM monthly_sales m WHERE m.outlet_id = o.id
                       AND (m.year = ${lastYear} OR (m.year = ${year} AND m.month <= ${month})))
           OR EXISTS (SELECT 1 FROM monthly_targets t WHERE t.outlet_id = o.id
                       AND (t.year = ${lastYear} OR (t.year = ${year} AND t.month <= ${month}))))
       ORDER BY o.id`.execute(database.kysely),
      sql<{ outlet_id: string; year: number; nett: number; units: number; transactions: number }>`
      SELECT m.outlet_id, m.year, SUM(m.nett) AS nett, SUM(m.units) AS units, SUM(m.transactions) AS transactions
        FROM monthly_sales m JOIN outlets o ON o.id = m.outlet_id
       WHERE ${condition} AND m.year IN (${year}, ${lastYear}) AND m.month < ${month}
       GROUP BY m.outlet_id, m.year`.execute(database.kysely),
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
      }>`
      SELECT s.outlet_id,
             SUM(CASE WHEN s.sale_date = ${referenceDay} THEN s.nett ELSE 0 END) AS today_nett,
             SUM(CASE WHEN s.sale_date = ${referenceDay} THEN s.units ELSE 0 END) AS today_units,
             SUM(CASE WHEN s.sale_date = ${referenceDay} THEN s.transactions ELSE 0 END) AS today_transactions,
             SUM(CASE WHEN s.sale_date >= ${firstDay} THEN s.nett ELSE 0 END) AS month_nett,
             SUM(CASE WHEN s.sale_date >= ${firstDay} THEN s.units ELSE 0 END) AS month_units,
             SUM(CASE WHEN s.sale_date >= ${firstDay} THEN s.transactions ELSE 0 END) AS month_transactions,
             SUM(CASE WHEN s.sale_date < ${firstDay} THEN s.nett ELSE 0 END) AS last_nett,
             SUM(CASE WHEN s.sale_date < ${firstDay} THEN s.units ELSE 0 END) AS last_units,
             SUM(CASE WHEN s.sale_date < ${firstDay} THEN s.transactions ELSE 0 END) AS last_transactions
        FROM daily_sales s JOIN outlets o ON o.id = s.outlet_id
       WHERE ${condition}
         AND (s.sale_date BETWEEN ${firstDay} AND ${referenceDay}
              OR s.sale_date BETWEEN ${lastYearFirstDay} AND ${lastYearReferenceDay})
       GROUP BY s.outlet_id`.execute(database.kysely),
      sql<{ outlet_id: string; year: number; visitors: number }>`
      SELECT v.outlet_id, v.year, SUM(v.visitors) AS visitors
        FROM monthly_traffic v JOIN outlets o ON o.id = v.outlet_id
       WHERE ${condition} AND v.year IN (${year}, ${lastYear}) AND v.month < ${month}
       GROUP BY v.outlet_id, v.year`.execute(database.kysely),
      sql<{ outlet_id: string; today: number; this_month: number; last_month: number }>`
      SELECT t.outlet_id,
             SUM(CASE WHEN t.traffic_date = ${referenceDay} THEN t.visitors ELSE 0 END) AS today,
             SUM(CASE WHEN t.traffic_date >= ${firstDay} THEN t.visitors ELSE 0 END) AS this_month,
             SUM(CASE WHEN t.traffic_date < ${firstDay} THEN t.visitors ELSE 0 END) AS last_month
        FROM daily_traffic t JOIN outlets o ON o.id = t.outlet_id
       WHERE ${condition}
         AND (t.traffic_date BETWEEN ${firstDay} AND ${referenceDay}
              OR t.traffic_date BETWEEN ${lastYearFirstDay} AND ${lastYearReferenceDay})
       GROUP BY t.outlet_id`.execute(database.kysely),
      sql<{ outlet_id: string; year: number; month: number; target: number }>`
      SELECT t.outlet_id, t.year, t.month, t.target
        FROM monthly_targets t JOIN outlets o ON o.id = t.outlet_id
       WHERE ${condition} AND t.year IN (${year}, ${lastYear}) AND t.month <= ${month}`.execute(
        database.kysely,
      ),
    ]);

  const byOutlet = new Map<string, DetailOutletFacts>();
  for (const row of members.rows) {
    byOutlet.set(row.id, {
      outletId: row.id,
      name: row.name,
      closeDate: row.close_date,
      sums: {
        today: emptySums(),
        month: emptySums(),
        Year: emptySums(),
        lastmonth: emptySums(),
        lastYear: emptySums(),
      },
      targets: new Map(),
    });
  }
  const add = (target: OutletPeriodSums, nett: number, units: number, transactions: number) => {
    target.nett += Number(nett);
    target.units += Number(units);
    target.transactions += Number(transactions);
  };
  for (const row of monthlySales.rows) {
    const outlet = byOutlet.get(row.outlet_id);
    if (!outlet) continue;
    add(
      Number(row.year) === year ? outlet.sums.Year : outlet.sums.lastYear,
      row.nett,
      row.units,
      row.transactions,
    );
  }
  for (const row of dailySales.rows) {
    const outlet = byOutlet.get(row.outlet_id);
    if (!outlet) continue;
    add(outlet.sums.today, row.today_nett, row.today_units, row.today_transactions);
    add(outlet.sums.month, row.month_nett, row.month_units, row.month_transactions);
    add(outlet.sums.Year, row.month_nett, row.month_units, row.month_transactions);
    add(outlet.sums.lastmonth, row.last_nett, row.last_units, row.last_transactions);
    add(outlet.sums.lastYear, row.last_nett, row.last_units, row.last_transactions);
  }
  for (const row of monthlyTraffic.rows) {
    const outlet = byOutlet.get(row.outlet_id);
    if (!outlet) continue;
    (Number(row.year) === year ? outlet.sums.Year : outlet.sums.lastYear).visitors += Number(
      row.visitors,
    );
  }
  for (const row of dailyTraffic.rows) {
    const outlet = byOutlet.get(row.outlet_id);
    if (!outlet) continue;
    outlet.sums.today.visitors += Number(row.today);
    outlet.sums.month.visitors += Number(row.this_month);
    outlet.sums.Year.visitors += Number(row.this_month);
    outlet.sums.lastmonth.visitors += Number(row.last_month);
    outlet.sums.lastYear.visitors += Number(row.last_month);
  }
  for (const row of targets.rows) {
    byOutlet
      .get(row.outlet_id)
      ?.targets.set(`${Number(row.year)}-${Number(row.month)}`, Number(row.target));
  }
  return [...byOutlet.values()];
}
