/**
 * An independent, deliberately plain implementation of the sales calls, written from
 * docs/sales-calls.md and DOMAIN.md. It works on the raw daily rows (raw-data.ts) with loops
 * over arrays: no SQL aggregation, no monthly rollups, nothing from the server's sales-summary
 * module. Tests compare the API's answers with these, field by field.
 *
 * Readings of the note that it leaves open are marked "Reading:" where they are made.
 */
import {
  type AchievementSummary,
  type AspUptAtv,
  type ChartSeries,
  type DilutionKind,
  type LflSalesSummary,
  MONTH_NAMES,
  type ProfitDilution,
  type ProfitDilutionAllBrand,
  type ProfitDilutionDetail,
  type SalesDetail,
  type SalesSummary,
  type SalesSummaryAllBrand,
  type StatusFlag,
  type TrafficSummary,
} from '@outlet-pulse/contracts';
import type {
  Amounts,
  CodeName,
  CompanyRow,
  OutletRow,
  RawData,
  ReferenceCaller,
} from './raw-data';

// ---------------------------------------------------------------- inputs and outcomes

export interface FilterInput {
  company: string;
  type: string;
  group: string[];
  year: number;
  outlet: string[] | 'All';
}

export interface DetailInput extends FilterInput {
  month: number;
  page?: number;
  limit?: number;
}

export interface DilutionDetailInput extends DetailInput {
  kind: DilutionKind;
}

export interface AllBrandInput {
  type: string;
  groupmain: string[];
  year: number;
  viewby: 'TOTAL' | 'All';
}

export type Outcome<T> = { status: 200; data: T } | { status: 400 | 403; field: string };

const ok = <T>(data: T): Outcome<T> => ({ status: 200, data });
class Refusal extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly field: string,
  ) {
    super(`${status} ${field}`);
  }
}
function outcome<T>(compute: () => T): Outcome<T> {
  try {
    return ok(compute());
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status, field: error.field };
    throw error;
  }
}

// ---------------------------------------------------------------- dates

const pad = (value: number) => String(value).padStart(2, '0');
export const isoDate = (year: number, month: number, day: number) =>
  `${year}-${pad(month)}-${pad(day)}`;
export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const firstOfMonth = (year: number, month: number) => isoDate(year, month, 1);
const lastOfMonth = (year: number, month: number) => isoDate(year, month, daysInMonth(year, month));
const yearOf = (date: string) => Number(date.slice(0, 4));
const monthOf = (date: string) => Number(date.slice(5, 7));
const dayOf = (date: string) => Number(date.slice(8, 10));

/** The same day one year earlier, clipped to the month's length (29 Feb → 28 Feb). */
function oneYearEarlier(date: string): string {
  const year = yearOf(date) - 1;
  const month = monthOf(date);
  return isoDate(year, month, Math.min(dayOf(date), daysInMonth(year, month)));
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const monthName = (month: number) => MONTH_NAMES[month - 1] as string;

// ---------------------------------------------------------------- numbers

/** Rounds once to two decimals, as the note says; -0 becomes 0 (JSON has no -0). */
function round2(value: number | null): number | null {
  if (value === null) return null;
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** A quotient before rounding; null when the denominator is 0. */
const quotient = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : numerator / denominator;
const percentOf = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : (numerator / denominator) * 100;

/**
 * growth % = (this − last) ÷ last × 100; null when last is 0 (or has no value), when this has
 * no value, or when this is 0 and 0 means "nothing sold yet" (nett; reading: visitors too).
 */
function growthOf(current: number | null, last: number | null, zeroIsNothing: boolean) {
  if (current === null || last === null || last === 0) return null;
  if (zeroIsNothing && current === 0) return null;
  return ((current - last) / last) * 100;
}

/**
 * Y when at least as good as the comparison (higher is better), N worse, X without a side.
 * Reading: a percentage or ratio *is* its two-decimal value ("computed from sums, then rounded
 * once"), so flags compare the values as reported, not the unrounded quotients.
 */
function higherIsBetter(value: number | null, comparison: number | null): StatusFlag {
  const [shown, other] = [round2(value), round2(comparison)];
  if (shown === null || other === null) return 'X';
  return shown >= other ? 'Y' : 'N';
}

function lowerIsBetter(value: number | null, comparison: number | null): StatusFlag {
  const [shown, other] = [round2(value), round2(comparison)];
  if (shown === null || other === null) return 'X';
  return shown <= other ? 'Y' : 'N';
}

/** Achievement % = nett ÷ target × 100; no value when the target is null or nett is 0. */
function achievementOf(nett: number, target: number | null): number | null {
  if (target === null || nett === 0) return null;
  return (nett / target) * 100;
}

const nullWhenZero = (value: number) => (value === 0 ? null : value);

/** Indonesian grouping: 1234567 → 1.234.567. */
function grouped(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  let text = '';
  for (let index = 0; index < digits.length; index++) {
    const fromEnd = digits.length - index;
    text += digits[index];
    if (fromEnd > 1 && fromEnd % 3 === 1) text += '.';
  }
  return value < 0 ? `-${text}` : text;
}

/** Reading: a missing amount (a target of null) is '-', as the dilution tooltips have it. */
const rupiah = (value: number | null) => (value === null ? '-' : `Rp. ${grouped(value)}`);

/**
 * Reading: tooltips write every number the Indonesian way, like the rupiah amounts the note
 * spells out: '.' groups thousands and ',' marks the two decimals (1.234,50). A missing value
 * is '-'.
 */
function decimalText(value: number | null): string {
  if (value === null) return '-';
  const [whole = '0', fraction = '00'] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}${grouped(Number(whole))},${fraction}`;
}
const percentText = (value: number | null) => (value === null ? '-' : `${decimalText(value)}%`);
const countText = (value: number | null) => (value === null ? '-' : grouped(value));

// ---------------------------------------------------------------- sums over raw rows

interface Sums extends Amounts {
  transactions: number;
  visitors: number;
}

const DENOMINATOR = 377_580n; // lcm(28, 29, 30, 31): every day-share of a month is exact.

/** Rows of each outlet, so that a sum over a few outlets need not read every row. */
function byOutlet<Row extends { outletId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const list = grouped.get(row.outletId) ?? [];
    list.push(row);
    grouped.set(row.outletId, list);
  }
  return grouped;
}

export class SalesReference {
  readonly #data: RawData;
  readonly #salesOf: Map<string, RawData['sales']>;
  readonly #trafficOf: Map<string, RawData['traffic']>;
  readonly #categorySalesOf: Map<string, RawData['categorySales']>;
  readonly #targetsOf: Map<string, RawData['targets']>;
  readonly #months = new Map<string, Sums & { target: number | null }>();
  readonly today: string;
  readonly currentYear: number;

  constructor(data: RawData, today: string) {
    this.#data = data;
    this.#salesOf = byOutlet(data.sales);
    this.#trafficOf = byOutlet(data.traffic);
    this.#categorySalesOf = byOutlet(data.categorySales);
    this.#targetsOf = byOutlet(data.targets);
    this.today = today;
    this.currentYear = yearOf(today);
  }

  // -------------------------------------------------------------- raw sums

  #sales(outlets: readonly OutletRow[], from: string, to: string): Sums {
    const sums: Sums = {
      gross: 0,
      markdown: 0,
      vip: 0,
      promo: 0,
      nett: 0,
      units: 0,
      transactions: 0,
      visitors: 0,
    };
    for (const row of outlets.flatMap((outlet) => this.#salesOf.get(outlet.id) ?? [])) {
      if (row.date < from || row.date > to) continue;
      sums.gross += row.gross;
      sums.markdown += row.markdown;
      sums.vip += row.vip;
      sums.promo += row.promo;
      sums.nett += row.nett;
      sums.units += row.units;
      sums.transactions += row.transactions;
    }
    for (const row of outlets.flatMap((outlet) => this.#trafficOf.get(outlet.id) ?? [])) {
      if (row.date < from || row.date > to) continue;
      sums.visitors += row.visitors;
    }
    return sums;
  }

  #categorySales(
    outlets: readonly OutletRow[],
    category: string | null,
    from: string,
    to: string,
  ): Amounts {
    const sums: Amounts = { gross: 0, markdown: 0, vip: 0, promo: 0, nett: 0, units: 0 };
    for (const row of outlets.flatMap((outlet) => this.#categorySalesOf.get(outlet.id) ?? [])) {
      if (row.date < from || row.date > to) continue;
      if (category !== null && row.categoryCode !== category) continue;
      sums.gross += row.gross;
      sums.markdown += row.markdown;
      sums.vip += row.vip;
      sums.promo += row.promo;
      sums.nett += row.nett;
      sums.units += row.units;
    }
    return sums;
  }

  /**
   * A month's target spread evenly over its days, summed exactly (as fractions) over outlets
   * and days, rounded to whole rupiah once; null when the sum is 0.
   */
  #target(outlets: readonly OutletRow[], from: string, to: string): number | null {
    let numerator = 0n; // in 1/DENOMINATOR rupiah
    for (const row of outlets.flatMap((outlet) => this.#targetsOf.get(outlet.id) ?? [])) {
      const monthStart = firstOfMonth(row.year, row.month);
      const monthEnd = lastOfMonth(row.year, row.month);
      const start = monthStart > from ? monthStart : from;
      const end = monthEnd < to ? monthEnd : to;
      if (start > end) continue;
      const days = dayOf(end) - dayOf(start) + 1;
      const perDay = DENOMINATOR / BigInt(daysInMonth(row.year, row.month));
      numerator += BigInt(row.target) * BigInt(days) * perDay;
    }
    if (numerator === 0n) return null;
    // Round half up: floor(x + 1/2).
    return Number((2n * numerator + DENOMINATOR) / (2n * DENOMINATOR));
  }

  #month(outlets: readonly OutletRow[], year: number, month: number) {
    const key = `${outlets.map((outlet) => outlet.id).join(',')}|${year}-${month}`;
    const known = this.#months.get(key);
    if (known) return known;
    const from = firstOfMonth(year, month);
    const to = lastOfMonth(year, month);
    const figures = { ...this.#sales(outlets, from, to), target: this.#target(outlets, from, to) };
    this.#months.set(key, figures);
    return figures;
  }

  // -------------------------------------------------------------- calendar and data update

  get allowedYears(): number[] {
    return [this.currentYear - 2, this.currentYear - 1, this.currentYear];
  }

  /** `datelast` of a type: the latest day with a sales row at an outlet of that type. */
  lastSalesDate(type: string): string | null {
    const ids = new Set(this.#data.outlets.filter((o) => o.typeCode === type).map((o) => o.id));
    let last: string | null = null;
    for (const row of this.#data.sales) {
      if (ids.has(row.outletId) && (last === null || row.date > last)) last = row.date;
    }
    return last;
  }

  #dataLastUpdate(type: string) {
    const last = this.lastSalesDate(type);
    return {
      dateLastViewFormat: last,
      chartsubtitle: last === null ? 'No sales loaded' : `Data until ${last}`,
    };
  }

  #status(outlet: OutletRow): 'OPEN' | 'CLOSED' {
    return outlet.closeDate !== null && outlet.closeDate < this.today ? 'CLOSED' : 'OPEN';
  }

  // -------------------------------------------------------------- selection

  #company(code: string): CompanyRow | undefined {
    return this.#data.companies.find((company) => company.code === code);
  }

  #visibleCompanies(caller: ReferenceCaller): CompanyRow[] {
    return caller.visibleCompanies
      .map((code) => this.#company(code))
      .filter((company): company is CompanyRow => company !== undefined)
      .sort((a, b) => (a.code < b.code ? -1 : 1));
  }

  #checkYear(year: number) {
    if (!this.allowedYears.includes(year)) throw new Refusal(400, 'year');
  }

  #checkType(type: string) {
    if (!this.#data.types.some((row) => row.code === type)) throw new Refusal(400, 'type');
  }

  #groups(codes: readonly string[], field: string): Set<string> {
    const groups = new Set<string>();
    for (const code of codes) {
      if (code === 'TOTALKCG') {
        for (const group of this.#data.groups) groups.add(group.code);
      } else if (this.#data.groups.some((group) => group.code === code)) {
        groups.add(code);
      } else {
        throw new Refusal(400, field);
      }
    }
    return groups;
  }

  /** The companies a `company` value stands for (docs/sales-calls.md, the selection). */
  #companies(caller: ReferenceCaller, code: string, detail: boolean): Set<string> {
    const visible = new Set(caller.visibleCompanies);
    if (code === 'TOTAL') {
      const structure = this.#company(caller.structureCompany);
      if (!detail || structure === undefined) return visible;
      // Reading: a structure company the caller may not see is refused like a named one.
      if (!visible.has(structure.code)) throw new Refusal(403, 'company');
      return new Set([structure.code]);
    }
    if (this.#company(code) === undefined) throw new Refusal(400, 'company');
    if (!visible.has(code)) throw new Refusal(403, 'company');
    return new Set([code]);
  }

  /** The outlets of a filter, in outlet-id order; refusals as the note lists them. */
  #select(caller: ReferenceCaller, input: FilterInput, detail: boolean): OutletRow[] {
    this.#checkYear(input.year);
    const companies = this.#companies(caller, input.company, detail);
    this.#checkType(input.type);
    const groups = this.#groups(input.group, 'group');
    const visible = new Set(caller.visibleCompanies);
    const listed =
      input.outlet === 'All' || (input.outlet.length === 1 && input.outlet[0] === 'All')
        ? null
        : new Set(input.outlet);
    for (const id of listed ?? []) {
      const outlet = this.#data.outlets.find((row) => row.id === id);
      if (!outlet) throw new Refusal(400, 'outlet');
      if (!visible.has(outlet.companyCode)) throw new Refusal(403, 'outlet');
      if (
        !companies.has(outlet.companyCode) ||
        outlet.typeCode !== input.type ||
        !groups.has(outlet.groupCode)
      )
        throw new Refusal(400, 'outlet');
    }
    return this.#data.outlets
      .filter(
        (outlet) =>
          companies.has(outlet.companyCode) &&
          outlet.typeCode === input.type &&
          groups.has(outlet.groupCode) &&
          (listed === null || listed.has(outlet.id)),
      )
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  // -------------------------------------------------------------- sales summary

  #salesSeries(outlets: readonly OutletRow[], year: number, name: string) {
    const months = MONTHS.map((month) => {
      const figures = this.#month(outlets, year, month);
      return { month, nett: nullWhenZero(figures.nett), target: figures.target };
    });
    const present = months.map((row) => row.nett).filter((nett): nett is number => nett !== null);
    return {
      name,
      years: year,
      type: 'line' as const,
      yAxisIndex: 0 as const,
      data: months.map((row) => row.nett),
      avg:
        present.length === 0
          ? null
          : Math.round(present.reduce((a, b) => a + b, 0) / present.length),
      months,
    };
  }

  #growthRows(outlets: readonly OutletRow[], year: number) {
    return MONTHS.map((month) => {
      const here = this.#month(outlets, year, month).nett;
      const last = this.#month(outlets, year - 1, month).nett;
      const growth = growthOf(here, last, true);
      return {
        category: monthName(month),
        bulan: month,
        status: growth === null ? ('X' as const) : higherIsBetter(growth, 0),
        persenNettView: round2(growth),
        nettYearHere: here,
        nettYearLast: last,
        toolip: `${monthName(month)} ${year}: ${rupiah(here)} · ${monthName(month)} ${year - 1}: ${rupiah(last)}`,
      };
    });
  }

  #achievementRows(outlets: readonly OutletRow[], year: number) {
    return MONTHS.map((month) => {
      const figures = this.#month(outlets, year, month);
      const achievement = achievementOf(figures.nett, figures.target);
      return {
        category: monthName(month),
        bulan: month,
        status: higherIsBetter(achievement, achievement === null ? null : 100),
        achievementPersen: round2(achievement),
        nett: figures.nett,
        target: figures.target,
        toolip: `Nett: ${rupiah(figures.nett)} · Target: ${rupiah(figures.target)}`,
      };
    });
  }

  chartSalesSummary(caller: ReferenceCaller, input: FilterInput): Outcome<SalesSummary> {
    return outcome(() => {
      const outlets = this.#select(caller, input, false);
      const year = input.year;
      return {
        datalastupdate: this.#dataLastUpdate(input.type),
        chartcategory: [...MONTH_NAMES],
        tablecategory: [...MONTH_NAMES],
        chart: [year - 2, year - 1, year].map((y) => this.#salesSeries(outlets, y, `Sales ${y}`)),
        tablegrowth: this.#growthRows(outlets, year),
        tableachievement: this.#achievementRows(outlets, year),
      };
    });
  }

  achievementSummary(caller: ReferenceCaller, input: FilterInput): Outcome<AchievementSummary> {
    return outcome(() => {
      const outlets = this.#select(caller, input, false);
      const year = input.year;
      const months = MONTHS.map((month) => {
        const figures = this.#month(outlets, year, month);
        return { month, ...figures, achievement: achievementOf(figures.nett, figures.target) };
      });
      return {
        datalastupdate: this.#dataLastUpdate(input.type),
        chartcategory: [...MONTH_NAMES],
        chart: [
          {
            name: `Nett ${year}`,
            years: year,
            type: 'bar',
            yAxisIndex: 0,
            data: months.map((row) => nullWhenZero(row.nett)),
          },
          {
            name: `Achievement ${year}`,
            years: year,
            type: 'line',
            yAxisIndex: 1,
            data: months.map((row) => round2(row.achievement)),
          },
        ],
        table: months.map((row) => ({
          category: monthName(row.month),
          bulan: row.month,
          nett: nullWhenZero(row.nett),
          target: row.target,
          achievementPersen: round2(row.achievement),
          status: higherIsBetter(row.achievement, row.achievement === null ? null : 100),
        })),
      };
    });
  }

  chartSalesSummaryViewByAll(
    caller: ReferenceCaller,
    input: AllBrandInput,
  ): Outcome<SalesSummaryAllBrand> {
    return outcome(() => {
      this.#checkYear(input.year);
      this.#checkType(input.type);
      const groups = this.#groups(input.groupmain, 'groupmain');
      const companies = this.#visibleCompanies(caller);
      const outletsOf = (codes: Set<string>) =>
        this.#data.outlets.filter(
          (outlet) =>
            codes.has(outlet.companyCode) &&
            outlet.typeCode === input.type &&
            groups.has(outlet.groupCode),
        );
      const all = outletsOf(new Set(companies.map((company) => company.code)));
      const year = input.year;
      const chart =
        input.viewby === 'TOTAL'
          ? [year - 2, year - 1, year].map((y) => this.#salesSeries(all, y, `Sales ${y}`))
          : companies.map((company) =>
              this.#salesSeries(
                outletsOf(new Set([company.code])),
                year,
                `${company.name} ${year}`,
              ),
            );
      return {
        datalastupdate: this.#dataLastUpdate(input.type),
        chartcategory: [...MONTH_NAMES],
        tablecategory: [...MONTH_NAMES],
        chart,
        datatable: companies.map((company) => {
          const outlets = outletsOf(new Set([company.code]));
          return {
            company: company.code,
            companyName: company.name,
            dataCurrentYearGrowth: this.#growthRows(outlets, year),
            dataCurrentYearAchievement: this.#achievementRows(outlets, year),
          };
        }),
      };
    });
  }

  // -------------------------------------------------------------- profit dilution

  /** The dilution reference day: `datelast` when it falls in the year, else 31 December. */
  #dilutionReferenceDay(type: string, year: number): string {
    const last = this.lastSalesDate(type);
    return last !== null && yearOf(last) === year ? last : isoDate(year, 12, 31);
  }

  #dilutionPercent(sums: Amounts, kind: DilutionKind): number | null {
    const discount =
      kind === 'MARKDOWN'
        ? sums.markdown
        : kind === 'VIP'
          ? sums.vip
          : kind === 'PROMO'
            ? sums.promo
            : sums.markdown + sums.vip + sums.promo;
    return percentOf(discount, sums.gross);
  }

  #dilutionTables(outlets: readonly OutletRow[], year: number, referenceDay: string) {
    const row = (kind: DilutionKind) => {
      const fields: Record<string, number | string | null> = { name: kind };
      for (const month of MONTHS) {
        const here = this.#dilutionPercent(this.#month(outlets, year, month), kind);
        const last = this.#dilutionPercent(this.#month(outlets, year - 1, month), kind);
        const name = monthName(month);
        fields[name] = round2(here);
        fields[`${name}Color`] = lowerIsBetter(here, last);
        fields[`${name}Toolip`] =
          `${name} ${year}: ${percentText(round2(here))} · ${name} ${year - 1}: ${percentText(round2(last))}`;
      }
      const ytd = this.#dilutionPercent(
        this.#sales(outlets, isoDate(year, 1, 1), referenceDay),
        kind,
      );
      const ytdLast = this.#dilutionPercent(
        this.#sales(outlets, isoDate(year - 1, 1, 1), oneYearEarlier(referenceDay)),
        kind,
      );
      // Growth of the unrounded YTD percentages; only the result is rounded (rounded once).
      const growth = growthOf(ytd, ytdLast, false);
      return {
        ...fields,
        name: kind,
        totalYTD: round2(ytd),
        totalYTDLast: round2(ytdLast),
        growth: round2(growth),
        growthColor: growth === null ? ('X' as const) : lowerIsBetter(growth, 0),
      };
    };
    return {
      tableMarkdown: row('MARKDOWN'),
      tableVip: row('VIP'),
      tablePromo: row('PROMO'),
      tableTotal: row('TOTAL'),
    };
  }

  #dilutionChart(outlets: readonly OutletRow[], year: number): ChartSeries[] {
    // Reading: the kind series carry the year they plot, which the detail request needs.
    return (['MARKDOWN', 'VIP', 'PROMO', 'TOTAL'] as const).map((kind) => ({
      name: kind,
      years: year,
      type: 'line',
      yAxisIndex: 0,
      data: MONTHS.map((month) =>
        round2(this.#dilutionPercent(this.#month(outlets, year, month), kind)),
      ),
    }));
  }

  chartProfitDilution(caller: ReferenceCaller, input: FilterInput): Outcome<ProfitDilution> {
    return outcome(() => {
      const outlets = this.#select(caller, input, false);
      const referenceDay = this.#dilutionReferenceDay(input.type, input.year);
      return {
        datalastupdate: this.#dataLastUpdate(input.type),
        chartcategory: [...MONTH_NAMES],
        chart: this.#dilutionChart(outlets, input.year),
        ...this.#dilutionTables(outlets, input.year, referenceDay),
      } as ProfitDilution;
    });
  }

  chartProfitDilutionViewByAll(
    caller: ReferenceCaller,
    input: FilterInput,
  ): Outcome<ProfitDilutionAllBrand> {
    return outcome(() => {
      this.#checkYear(input.year);
      this.#checkType(input.type);
      const groups = this.#groups(input.group, 'group');
      const companies = this.#visibleCompanies(caller);
      const outletsOf = (codes: Set<string>) =>
        this.#data.outlets.filter(
          (outlet) =>
            codes.has(outlet.companyCode) &&
            outlet.typeCode === input.type &&
            groups.has(outlet.groupCode),
        );
      const all = outletsOf(new Set(companies.map((company) => company.code)));
      const referenceDay = this.#dilutionReferenceDay(input.type, input.year);
      return {
        datalastupdate: this.#dataLastUpdate(input.type),
        chartcategory: [...MONTH_NAMES],
        chart: this.#dilutionChart(all, input.year),
        rows: [
          {
            company: 'TOTAL',
            companyName: 'TOTAL',
            ...this.#dilutionTables(all, input.year, referenceDay),
          },
          ...companies.map((company) => ({
            company: company.code,
            companyName: company.name,
            ...this.#dilutionTables(outletsOf(new Set([company.code])), input.year, referenceDay),
          })),
        ],
      } as ProfitDilutionAllBrand;
    });
  }

  chartProfitDilutionDetail(
    caller: ReferenceCaller,
    input: DilutionDetailInput,
  ): Outcome<ProfitDilutionDetail> {
    return outcome(() => {
      const outlets = this.#select(caller, input, true);
      const year = input.year;
      // Reading: persen runs to the dilution reference day (the chart's YTD), not the month's.
      const referenceDay = this.#dilutionReferenceDay(input.type, year);
      const categories = [...this.#data.categories].sort((a, b) => (a.code < b.code ? -1 : 1));
      const line = (category: CodeName | null) => ({
        category: category === null ? 'Total' : category.code,
        data: MONTHS.map((month) =>
          round2(
            this.#dilutionPercent(
              this.#categorySales(
                outlets,
                category?.code ?? null,
                firstOfMonth(year, month),
                lastOfMonth(year, month),
              ),
              input.kind,
            ),
          ),
        ),
        persen: round2(
          this.#dilutionPercent(
            this.#categorySales(outlets, category?.code ?? null, isoDate(year, 1, 1), referenceDay),
            input.kind,
          ),
        ),
      });
      return {
        title: `MONTHLY CATEGORY ${input.kind}`,
        header: [...MONTH_NAMES],
        body: categories
          .filter(
            (category) =>
              this.#categorySales(
                outlets,
                category.code,
                isoDate(year, 1, 1),
                isoDate(year, 12, 31),
              ).gross > 0,
          )
          .map((category) => line(category)),
        grandtotal: line(null),
      };
    });
  }

  // -------------------------------------------------------------- ASP / UPT / ATV

  #metricBlocks(
    outletsFor: (month: number) => readonly OutletRow[],
    years: number[],
  ): Omit<AspUptAtv, 'datalastupdate' | 'chartcategory'> {
    const year = years[years.length - 1] as number;
    const figures = (y: number, month: number) => this.#month(outletsFor(month), y, month);
    const metrics = [
      {
        block: 'dataAverageSellingPrice',
        key: 'asp',
        label: 'ASP',
        of: (sums: Sums) => quotient(sums.nett, sums.units),
      },
      {
        block: 'dataUnitPerTransaction',
        key: 'upt',
        label: 'UPT',
        of: (sums: Sums) => quotient(sums.units, sums.transactions),
      },
      {
        block: 'dataAverageTransactionValue',
        key: 'atv',
        label: 'ATV',
        of: (sums: Sums) => quotient(sums.nett, sums.transactions),
      },
    ] as const;
    const result: Record<string, unknown> = {};
    for (const metric of metrics) {
      result[metric.block] = {
        chartData: years.map((y) => ({
          name: `${metric.label} ${y}`,
          years: y,
          type: 'line',
          yAxisIndex: 0,
          data: MONTHS.map((month) => round2(metric.of(figures(y, month)))),
        })),
        tableData: MONTHS.map((month) => {
          const here = figures(year, month);
          const hereRatio = metric.of(here);
          const lastRatio = metric.of(figures(year - 1, month));
          // From the ratios as computed from sums, not from their two-decimal values: every
          // percentage is "computed from sums, then rounded once" (docs/sales-calls.md).
          const growth = growthOf(hereRatio, lastRatio, false);
          const name = monthName(month);
          return {
            category: name,
            bulan: month,
            growth: round2(growth),
            color: growth === null ? 'X' : higherIsBetter(growth, 0),
            toolip_growth: `${name} ${year}: ${decimalText(round2(hereRatio))} · ${name} ${year - 1}: ${decimalText(round2(lastRatio))}`,
            nett: here.nett,
            [metric.key]: round2(hereRatio),
            [`toolip_${metric.key}`]: `${metric.label} ${name} ${year}: ${decimalText(round2(hereRatio))}`,
          };
        }),
      };
    }
    return result as Omit<AspUptAtv, 'datalastupdate' | 'chartcategory'>;
  }

  chartSales(caller: ReferenceCaller, input: FilterInput): Outcome<AspUptAtv> {
    return outcome(() => {
      const outlets = this.#select(caller, input, false);
      const year = input.year;
      return {
        datalastupdate: this.#dataLastUpdate(input.type),
        chartcategory: [...MONTH_NAMES],
        ...this.#metricBlocks(() => outlets, [year - 2, year - 1, year]),
      };
    });
  }

  // -------------------------------------------------------------- traffic

  #traffic(outletsFor: (month: number) => readonly OutletRow[], years: number[]) {
    const year = years[years.length - 1] as number;
    const figures = (y: number, month: number) => this.#month(outletsFor(month), y, month);
    const conversion = (sums: Sums) => percentOf(sums.transactions, sums.visitors);
    // Reading: a month without visitors (or transactions) has no value, like a month without
    // sales: a gap in the chart and an X flag, not a zero that would read as a collapse.
    const rows = [
      { category: 'TRAFFIC', of: (sums: Sums) => nullWhenZero(sums.visitors), text: countText },
      {
        category: 'TRANSACTION',
        of: (sums: Sums) => nullWhenZero(sums.transactions),
        text: countText,
      },
      { category: 'CONVERSION %', of: conversion, text: percentText },
    ];
    return {
      tableHeader: [...MONTH_NAMES],
      chartData: [
        ...years.map((y) => ({
          name: `Traffic ${y}`,
          years: y,
          type: 'bar' as const,
          yAxisIndex: 0 as const,
          data: MONTHS.map((month) => nullWhenZero(figures(y, month).visitors)),
        })),
        ...years.map((y) => ({
          name: `Conversion ${y}`,
          years: y,
          type: 'line' as const,
          yAxisIndex: 1 as const,
          data: MONTHS.map((month) => round2(conversion(figures(y, month)))),
        })),
      ],
      tableTrafficData: rows.map((row) => ({
        category: row.category,
        data: MONTHS.map((month) => {
          const here = row.of(figures(year, month));
          const last = row.of(figures(year - 1, month));
          const name = monthName(month);
          return {
            value: round2(here),
            color: higherIsBetter(here, last),
            toolip: `${name} ${year}: ${row.text(round2(here))} · ${name} ${year - 1}: ${row.text(round2(last))}`,
          };
        }),
      })),
    };
  }

  chartTrafficSummary(caller: ReferenceCaller, input: FilterInput): Outcome<TrafficSummary> {
    return outcome(() => {
      const outlets = this.#select(caller, input, false);
      const year = input.year;
      const traffic = this.#traffic(() => outlets, [year - 2, year - 1, year]);
      return {
        datalastupdate: this.#dataLastUpdate(input.type),
        chartcategory: [...MONTH_NAMES],
        ...traffic,
      };
    });
  }

  // -------------------------------------------------------------- like-for-like

  /** Traded the whole of month M in both years: opened by 1 M of Y−1, not closed by end M of Y. */
  isLikeForLike(outlet: OutletRow, year: number, month: number): boolean {
    return (
      outlet.openDate <= firstOfMonth(year - 1, month) &&
      (outlet.closeDate === null || outlet.closeDate > lastOfMonth(year, month))
    );
  }

  lflSalesSummary(caller: ReferenceCaller, input: FilterInput): Outcome<LflSalesSummary> {
    return outcome(() => {
      const selection = this.#select(caller, input, false);
      const year = input.year;
      const lfl = (month: number) =>
        selection.filter((outlet) => this.isLikeForLike(outlet, year, month));
      const figures = (y: number, month: number) => this.#month(lfl(month), y, month);
      const growthRows = MONTHS.map((month) => {
        const here = figures(year, month).nett;
        const last = figures(year - 1, month).nett;
        const growth = growthOf(here, last, true);
        const name = monthName(month);
        return {
          category: name,
          bulan: month,
          persenNettView: round2(growth),
          status: growth === null ? ('X' as const) : higherIsBetter(growth, 0),
          toolip: `${name} ${year}: ${rupiah(here)} · ${name} ${year - 1}: ${rupiah(last)}`,
        };
      });
      return {
        datalastupdate: this.#dataLastUpdate(input.type),
        chartcategory: [...MONTH_NAMES],
        chartSalesSummaryData: [year - 1, year].map((y) => ({
          name: `LFL ${y}`,
          years: y,
          type: 'line' as const,
          yAxisIndex: 0 as const,
          data: MONTHS.map((month) => nullWhenZero(figures(y, month).nett)),
        })),
        tableSalesSummaryData: growthRows,
        main: [year - 1, year].flatMap((y) =>
          MONTHS.map((month) => {
            const sums = figures(y, month);
            return { tahun: y, bulan: month, nett: nullWhenZero(sums.nett), target: sums.target };
          }),
        ),
        ...(() => {
          const traffic = this.#traffic(lfl, [year - 1, year]);
          return {
            tableHeader: traffic.tableHeader,
            chartTrafficData: traffic.chartData,
            tableTrafficData: traffic.tableTrafficData,
          };
        })(),
      };
    });
  }

  lflSalesAspUptAtv(caller: ReferenceCaller, input: FilterInput): Outcome<AspUptAtv> {
    return outcome(() => {
      const selection = this.#select(caller, input, false);
      const year = input.year;
      const lfl = (month: number) =>
        selection.filter((outlet) => this.isLikeForLike(outlet, year, month));
      return {
        datalastupdate: this.#dataLastUpdate(input.type),
        chartcategory: [...MONTH_NAMES],
        ...this.#metricBlocks(lfl, [year - 1, year]),
      };
    });
  }

  // -------------------------------------------------------------- detail

  /** `datelast` when it falls in the requested month, else the month's last day. */
  detailReferenceDay(type: string, year: number, month: number): string {
    const last = this.lastSalesDate(type);
    return last !== null && yearOf(last) === year && monthOf(last) === month
      ? last
      : lastOfMonth(year, month);
  }

  #periodFigures(outlets: readonly OutletRow[], from: string, to: string) {
    const sums = this.#sales(outlets, from, to);
    const target = this.#target(outlets, from, to);
    const achievement = achievementOf(sums.nett, target);
    return {
      Nett: sums.nett,
      Target: target,
      Persen: round2(achievement),
      Color: higherIsBetter(achievement, achievement === null ? null : 100),
      Asp: round2(quotient(sums.nett, sums.units)),
      Upt: round2(quotient(sums.units, sums.transactions)),
      Atv: round2(quotient(sums.nett, sums.transactions)),
      Traffic: sums.visitors,
      TrafficTrx: sums.transactions,
      Conversion: round2(percentOf(sums.transactions, sums.visitors)),
      nettRaw: sums.nett,
      visitorsRaw: sums.visitors,
    };
  }

  #detailRow(outlets: readonly OutletRow[], periods: Record<string, [string, string]>) {
    const fields: Record<string, number | string | null> = {};
    const raw: Record<string, { nett: number; visitors: number }> = {};
    for (const [period, [from, to]] of Object.entries(periods)) {
      const { nettRaw, visitorsRaw, ...figures } = this.#periodFigures(outlets, from, to);
      raw[period] = { nett: nettRaw, visitors: visitorsRaw };
      for (const [measure, value] of Object.entries(figures)) fields[`${period}${measure}`] = value;
    }
    const growth = (field: string, current: string, last: string, measure: 'nett' | 'visitors') => {
      const value = growthOf(raw[current]?.[measure] ?? null, raw[last]?.[measure] ?? null, true);
      fields[field] = round2(value);
      fields[`${field}Color`] = value === null ? 'X' : higherIsBetter(value, 0);
    };
    growth('growthMtd', 'month', 'lastmonth', 'nett');
    growth('growthYtd', 'Year', 'lastYear', 'nett');
    growth('growthTrafficMtd', 'month', 'lastmonth', 'visitors');
    growth('growthTrafficYtd', 'Year', 'lastYear', 'visitors');
    return fields;
  }

  #detail(caller: ReferenceCaller, input: DetailInput, likeForLike: boolean): SalesDetail {
    const selection = this.#select(caller, input, true);
    const { year, month } = input;
    const reference = this.detailReferenceDay(input.type, year, month);
    const lastReference = oneYearEarlier(reference);
    const periods: Record<string, [string, string]> = {
      today: [reference, reference],
      month: [firstOfMonth(year, month), reference],
      Year: [isoDate(year, 1, 1), reference],
      lastmonth: [firstOfMonth(year - 1, month), lastReference],
      lastYear: [isoDate(year - 1, 1, 1), lastReference],
    };
    const historyFrom = isoDate(year - 1, 1, 1);
    const hasHistory = (outlet: OutletRow) =>
      this.#data.sales.some(
        (row) => row.outletId === outlet.id && row.date >= historyFrom && row.date <= reference,
      ) ||
      this.#data.targets.some(
        (row) =>
          row.outletId === outlet.id &&
          firstOfMonth(row.year, row.month) <= reference &&
          lastOfMonth(row.year, row.month) >= historyFrom,
      );
    const rows = selection
      .filter((outlet) => !likeForLike || this.isLikeForLike(outlet, year, month))
      .filter(hasHistory);
    const main = rows.map((outlet) => ({
      no_branch: outlet.id,
      branchname: outlet.name,
      status: this.#status(outlet),
      ...this.#detailRow([outlet], periods),
    }));
    const totals: Record<string, number | string | null> = {
      no_branch: 'TOTAL',
      branchname: 'TOTAL',
    };
    const periodNames: Record<string, string> = {
      today: 'Today',
      month: 'Month',
      Year: 'Year',
      lastmonth: 'LastMonth',
      lastYear: 'LastYear',
    };
    for (const [field, value] of Object.entries(this.#detailRow(rows, periods))) {
      const period = Object.keys(periodNames).find((name) => field.startsWith(name));
      const renamed =
        period !== undefined && !field.startsWith('growth')
          ? `total${periodNames[period]}${field.slice(period.length)}`
          : `total${field[0]?.toUpperCase()}${field.slice(1)}`;
      totals[renamed] = value;
    }
    const paged =
      input.page !== undefined && input.limit !== undefined
        ? main.slice((input.page - 1) * input.limit, input.page * input.limit)
        : main;
    const upper = monthName(month).toUpperCase();
    return {
      title: `ACHIEVEMENT DETAIL ${likeForLike ? 'LFL ' : ''}${monthName(month)} ${year}`,
      referenceDate: reference,
      headername: {
        year_td: reference,
        year_mtd: `MTD ${upper} ${year}`,
        year_ytd: `YTD ${year}`,
        year_mtd_last: `MTD ${upper} ${year - 1}`,
        year_ytd_last: `YTD ${year - 1}`,
        growth: 'GROWTH',
      },
      mainHeader: [totals],
      main: paged,
      count: main.length,
    } as SalesDetail;
  }

  chartSalesSummaryDetail(caller: ReferenceCaller, input: DetailInput): Outcome<SalesDetail> {
    return outcome(() => this.#detail(caller, input, false));
  }

  lflSalesSummaryDetail(caller: ReferenceCaller, input: DetailInput): Outcome<SalesDetail> {
    return outcome(() => this.#detail(caller, input, true));
  }

  // -------------------------------------------------------------- options

  optionsType() {
    return ok(
      this.#data.types.map((type) => ({
        bitype: type.code,
        bitypeName: type.name,
        dataLastUpdate: this.lastSalesDate(type.code),
      })),
    );
  }

  optionsGroup() {
    return ok([
      ...this.#data.groups.map((group) => ({ bigroup: group.code, bigroupName: group.name })),
      { bigroup: 'TOTALKCG', bigroupName: 'TOTAL KCG' },
    ]);
  }

  optionsCompany(caller: ReferenceCaller, exclude?: 'Y' | 'N' | '') {
    return ok(
      this.#visibleCompanies(caller)
        .filter((company) => exclude !== 'Y' || !company.excludedByDefault)
        .map((company) => ({
          company: company.code,
          companyName: company.name,
          id: company.id,
          exclude: company.excludedByDefault,
        })),
    );
  }

  optionsOutlet(caller: ReferenceCaller, companies: string[]) {
    return outcome(() => {
      const chosen = new Set<string>();
      for (const code of companies) {
        for (const company of this.#companies(caller, code, false)) chosen.add(company);
      }
      return this.#data.outlets
        .filter((outlet) => chosen.has(outlet.companyCode))
        .sort((a, b) =>
          a.companyCode !== b.companyCode
            ? a.companyCode < b.companyCode
              ? -1
              : 1
            : a.id < b.id
              ? -1
              : 1,
        )
        .map((outlet) => ({
          idbranch: outlet.id,
          branchName: outlet.name,
          company: outlet.companyCode,
          status: this.#status(outlet),
          closeDate: outlet.closeDate,
        }));
    });
  }
}
