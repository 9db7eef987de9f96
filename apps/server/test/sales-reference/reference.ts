/**
 * An independent, deliberately plain implementation of the sales calls, written from
 * docs/sales-calls.md and DOMAIN.md. It works on the raw daily rows (raw-data.ts) with loops
 * over arrays: no SQL aggregation, no monthly rollups, nothing from the server's sales-summary
 * module. Every figure is a sum over a range of days; tests compare the API's answers with
 * these, field by field.
 *
 * Readings of the note that it leaves open are marked "Reading:" where they are made.
 */
import {
  type AchievementSummary,
  type AspUptAtv,
  type ChartSeries,
  DEFAULT_TIME_ZONE,
  type DilutionKind,
  formatDate,
  type LflSalesSummary,
  MONTH_NAMES,
  type Pacing,
  type PacingFigures,
  type ProfitDilution,
  type ProfitDilutionAllBrand,
  type ProfitDilutionDetail,
  type RunningMonth,
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
  /** Absent: the spec's detail parameters only, which mean TOTAL. */
  kind?: DilutionKind;
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
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
/** By the calendar's rule rather than through Date, which the tests fake (and slow down). */
export const daysInMonth = (year: number, month: number) => {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};
const firstOfMonth = (year: number, month: number) => isoDate(year, month, 1);
const lastOfMonth = (year: number, month: number) => isoDate(year, month, daysInMonth(year, month));
const yearOf = (date: string) => Number(date.slice(0, 4));
const monthOf = (date: string) => Number(date.slice(5, 7));
const dayOf = (date: string) => Number(date.slice(8, 10));
const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The day a year earlier that a range ending on `date` compares with: the same date, except
 * that a month's last day stands for the whole month, so it maps to last year's last day of
 * that month (28 Feb 2025 → 29 Feb 2024, 29 Feb 2024 → 28 Feb 2023).
 */
function oneYearEarlier(date: string): string {
  const year = yearOf(date) - 1;
  const month = monthOf(date);
  if (dayOf(date) === daysInMonth(yearOf(date), month)) return lastOfMonth(year, month);
  return isoDate(year, month, Math.min(dayOf(date), daysInMonth(year, month)));
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const monthName = (month: number) => MONTH_NAMES[month - 1] as string;

/** '1–10 Mar 2026'; '10 Mar 2026' for one day; '1 Jan–10 Mar 2026' across months. */
function daysLabel(from: string, to: string): string {
  const end = `${dayOf(to)} ${monthName(monthOf(to))} ${yearOf(to)}`;
  if (from === to) return end;
  if (monthOf(from) === monthOf(to) && yearOf(from) === yearOf(to)) return `${dayOf(from)}–${end}`;
  if (yearOf(from) === yearOf(to)) return `${dayOf(from)} ${monthName(monthOf(from))}–${end}`;
  return `${dayOf(from)} ${monthName(monthOf(from))} ${yearOf(from)}–${end}`;
}

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
 * growth % = (this − last) ÷ last × 100; no value when last is 0 or missing, or when this has
 * none (a period that has not started). A started period that sold nothing is −100 %.
 */
function growthOf(current: number | null, last: number | null) {
  if (current === null || last === null || last === 0) return null;
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

const growthFlag = (growth: number | null) => (growth === null ? 'X' : higherIsBetter(growth, 0));

/** Achievement % = nett ÷ target × 100, from the exact target; no value without a target. */
function achievementOf(nett: number | null, target: number): number | null {
  if (nett === null || target === 0) return null;
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
  /** Transactions of the days that have a traffic reading. */
  trafficTransactions: number;
  /** Days with a traffic reading. */
  readings: number;
}

const emptySums = (): Sums => ({
  gross: 0,
  markdown: 0,
  vip: 0,
  promo: 0,
  nett: 0,
  units: 0,
  transactions: 0,
  visitors: 0,
  trafficTransactions: 0,
  readings: 0,
});

/** A range of days, both ends counted; null for a period with no days yet (to come). */
type Range = [from: string, to: string];

/** Some outlets over a range of days: a detail period is one piece, or several added up. */
interface Piece {
  outlets: readonly OutletRow[];
  range: Range;
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

/** Where a month stands against the data's last day. */
type MonthState = 'finished' | 'running' | 'to-come';

type DetailPeriodName = 'today' | 'month' | 'Year' | 'lastmonth' | 'lastYear';

/** One month of the requested year, with the days it covers and the days it compares with. */
interface MonthPeriod {
  month: number;
  state: MonthState;
  /** This year's days: the whole month, 1st to `datelast`, or none. */
  range: Range | null;
  /** Last year's days it is compared with: the same days for the running month. */
  lastRange: Range;
  hereLabel: string;
  lastLabel: string;
}

export class SalesReference {
  readonly #data: RawData;
  readonly #salesOf: Map<string, RawData['sales']>;
  readonly #trafficOf: Map<string, RawData['traffic']>;
  readonly #categorySalesOf: Map<string, RawData['categorySales']>;
  readonly #targetsOf: Map<string, RawData['targets']>;
  readonly #sums = new Map<string, Sums>();
  readonly today: string;
  readonly currentYear: number;
  /**
   * `datelast`: the data's last loaded day, the latest date of any daily-sales row, one day for
   * every type, company and caller (DOMAIN.md, "Facts").
   */
  readonly datelast: string | null;

  constructor(data: RawData, today: string) {
    this.#data = data;
    this.#salesOf = byOutlet(data.sales);
    this.#trafficOf = byOutlet(data.traffic);
    this.#categorySalesOf = byOutlet(data.categorySales);
    this.#targetsOf = byOutlet(data.targets);
    this.today = today;
    this.currentYear = yearOf(today);
    let last: string | null = null;
    for (const row of data.sales) if (last === null || row.date > last) last = row.date;
    this.datelast = last;
  }

  // -------------------------------------------------------------- raw sums

  /**
   * Sales of every day in the range; traffic of the days with a reading, and the transactions
   * of those days (the traffic family's).
   */
  #sales(outlets: readonly OutletRow[], range: Range | null): Sums {
    if (range === null) return emptySums();
    const [from, to] = range;
    const key = `${outlets.map((outlet) => outlet.id).join(',')}|${from}|${to}`;
    const known = this.#sums.get(key);
    if (known) return known;
    const sums = emptySums();
    for (const outlet of outlets) {
      const dayTransactions = new Map<string, number>();
      for (const row of this.#salesOf.get(outlet.id) ?? []) {
        if (row.date < from || row.date > to) continue;
        sums.gross += row.gross;
        sums.markdown += row.markdown;
        sums.vip += row.vip;
        sums.promo += row.promo;
        sums.nett += row.nett;
        sums.units += row.units;
        sums.transactions += row.transactions;
        dayTransactions.set(row.date, row.transactions);
      }
      for (const row of this.#trafficOf.get(outlet.id) ?? []) {
        if (row.date < from || row.date > to) continue;
        sums.visitors += row.visitors;
        sums.trafficTransactions += dayTransactions.get(row.date) ?? 0;
        sums.readings += 1;
      }
    }
    this.#sums.set(key, sums);
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
   * and days. `exact` divides; `shown` is rounded to whole rupiah once (null when 0).
   */
  #target(outlets: readonly OutletRow[], range: Range): { exact: number; shown: number | null } {
    return this.#targetOf([{ outlets, range }]);
  }

  /** The target of pieces of days, added up exactly before anything is rounded. */
  #targetOf(pieces: readonly Piece[]): { exact: number; shown: number | null } {
    let numerator = 0n; // in 1/DENOMINATOR rupiah
    for (const { outlets, range } of pieces) numerator += this.#targetNumerator(outlets, range);
    if (numerator === 0n) return { exact: 0, shown: null };
    // Round half up: floor(x + 1/2).
    const shown = Number((2n * numerator + DENOMINATOR) / (2n * DENOMINATOR));
    const whole = numerator / DENOMINATOR;
    const exact = Number(whole) + Number(numerator - whole * DENOMINATOR) / Number(DENOMINATOR);
    return { exact, shown };
  }

  #targetNumerator(outlets: readonly OutletRow[], range: Range): bigint {
    const [from, to] = range;
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
    return numerator;
  }

  /** The sums of pieces of days, added up. */
  #piecesSales(pieces: readonly Piece[]): Sums {
    if (pieces.length === 1) {
      const [only] = pieces as [Piece];
      return this.#sales(only.outlets, only.range);
    }
    const sums = emptySums();
    for (const { outlets, range } of pieces) {
      const part = this.#sales(outlets, range);
      for (const key of Object.keys(sums) as (keyof Sums)[]) sums[key] += part[key];
    }
    return sums;
  }

  #wholeMonth(year: number, month: number): Range {
    return [firstOfMonth(year, month), lastOfMonth(year, month)];
  }

  // -------------------------------------------------------------- calendar and data update

  get allowedYears(): number[] {
    return [this.currentYear - 2, this.currentYear - 1, this.currentYear];
  }

  /** A type's own last sale: the latest day with a sales row at an outlet of that type. */
  lastSaleOfType(type: string): string | null {
    const ids = new Set(this.#data.outlets.filter((o) => o.typeCode === type).map((o) => o.id));
    let last: string | null = null;
    for (const row of this.#data.sales) {
      if (ids.has(row.outletId) && (last === null || row.date > last)) last = row.date;
    }
    return last;
  }

  #dataLastUpdate() {
    const last = this.datelast;
    return {
      dateLastViewFormat: last,
      chartsubtitle:
        last === null ? 'No sales loaded' : `Data until ${formatDate(last, DEFAULT_TIME_ZONE)}`,
    };
  }

  /** Reading: without any sales (no `datelast`) every month is still to come. */
  #state(year: number, month: number): MonthState {
    const last = this.datelast;
    if (last === null || firstOfMonth(year, month) > last) return 'to-come';
    return lastOfMonth(year, month) <= last ? 'finished' : 'running';
  }

  /** Month `month` of `year` as the charts compare it (DOMAIN.md, "The running month"). */
  #period(year: number, month: number): MonthPeriod {
    const state = this.#state(year, month);
    const last = this.datelast as string;
    if (state === 'running') {
      const range: Range = [firstOfMonth(year, month), last];
      const lastRange: Range = [firstOfMonth(year - 1, month), oneYearEarlier(last)];
      return {
        month,
        state,
        range,
        lastRange,
        hereLabel: daysLabel(...range),
        lastLabel: daysLabel(...lastRange),
      };
    }
    return {
      month,
      state,
      range: state === 'finished' ? this.#wholeMonth(year, month) : null,
      lastRange: this.#wholeMonth(year - 1, month),
      hereLabel: `${monthName(month)} ${year}`,
      lastLabel: `${monthName(month)} ${year - 1}`,
    };
  }

  #periods(year: number): MonthPeriod[] {
    return MONTHS.map((month) => this.#period(year, month));
  }

  #runningMonth(year: number): RunningMonth | null {
    const running = this.#periods(year).find((period) => period.state === 'running');
    if (!running?.range) return null;
    const [from, to] = running.range;
    const [lastYearFrom, lastYearTo] = running.lastRange;
    return {
      year,
      bulan: running.month,
      from,
      to,
      daysElapsed: dayOf(to),
      daysInMonth: daysInMonth(year, running.month),
      lastYearFrom,
      lastYearTo,
      label: daysLabel(from, to),
      lastYearLabel: daysLabel(lastYearFrom, lastYearTo),
    };
  }

  /** The last day year-to-date figures of `year` reach: `datelast` in it, 31 Dec before it. */
  #referenceDay(year: number): string | null {
    const last = this.datelast;
    if (last === null || yearOf(last) < year) return null;
    return yearOf(last) === year ? last : isoDate(year, 12, 31);
  }

  #status(outlet: OutletRow): 'OPEN' | 'CLOSED' {
    return outlet.closeDate !== null && outlet.closeDate < this.today ? 'CLOSED' : 'OPEN';
  }

  // -------------------------------------------------------------- pacing

  /** Pacing of a period that has days elapsed, from its raw sums (DOMAIN.md, "Pacing"). */
  #pacingFigures(
    outlets: readonly OutletRow[],
    range: Range,
    whole: Range,
    lastRange: Range,
    lastWhole: Range,
  ): PacingFigures {
    const nett = this.#sales(outlets, range).nett;
    const toDate = this.#target(outlets, range);
    const target = this.#target(outlets, whole);
    const lastYearSameDays = this.#sales(outlets, lastRange).nett;
    const lastYearWhole = this.#sales(outlets, lastWhole).nett;
    const elapsed = dayCount(...range);
    const length = dayCount(...whole);
    const achievement = achievementOf(nett, toDate.exact);
    const growth = growthOf(nett, lastYearSameDays);
    const runRate = (nett / elapsed) * length;
    const projection = lastYearSameDays > 0 ? nett * (lastYearWhole / lastYearSameDays) : runRate;
    const projected = target.exact === 0 ? null : (projection / target.exact) * 100;
    const needed =
      target.exact === 0
        ? null
        : nett >= target.exact
          ? 0
          : length > elapsed
            ? (target.exact - nett) / (length - elapsed)
            : null;
    return {
      from: range[0],
      to: range[1],
      daysElapsed: elapsed,
      daysInPeriod: length,
      lastYearFrom: lastRange[0],
      lastYearTo: lastRange[1],
      label: daysLabel(...range),
      lastYearLabel: daysLabel(...lastRange),
      nett,
      targetToDate: toDate.shown,
      achievementPersen: round2(achievement),
      achievementStatus: higherIsBetter(achievement, achievement === null ? null : 100),
      lastYearSameDays,
      lastYearWhole,
      growthPersen: round2(growth),
      growthStatus: growthFlag(growth),
      target: target.shown,
      runRate: Math.round(runRate),
      projection: Math.round(projection),
      projectedPersen: round2(projected),
      projectedStatus: higherIsBetter(projected, projected === null ? null : 100),
      neededPerDay: needed === null ? null : Math.round(needed),
    };
  }

  /** The month and the year that hold the year's reference day. */
  #pacing(outlets: readonly OutletRow[], year: number): Pacing {
    const reference = this.#referenceDay(year);
    if (reference === null) return { month: null, year: null };
    const month = monthOf(reference);
    const lastReference = oneYearEarlier(reference);
    return {
      month: this.#pacingFigures(
        outlets,
        [firstOfMonth(year, month), reference],
        this.#wholeMonth(year, month),
        [firstOfMonth(year - 1, month), lastReference],
        this.#wholeMonth(year - 1, month),
      ),
      year: this.#pacingFigures(
        outlets,
        [isoDate(year, 1, 1), reference],
        [isoDate(year, 1, 1), isoDate(year, 12, 31)],
        [isoDate(year - 1, 1, 1), lastReference],
        [isoDate(year - 1, 1, 1), isoDate(year - 1, 12, 31)],
      ),
    };
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

  /** The companies a `company` value stands for: TOTAL is every visible one, also in details. */
  #companies(caller: ReferenceCaller, code: string): Set<string> {
    const visible = new Set(caller.visibleCompanies);
    if (code === 'TOTAL') return visible;
    if (this.#company(code) === undefined) throw new Refusal(400, 'company');
    if (!visible.has(code)) throw new Refusal(403, 'company');
    return new Set([code]);
  }

  /** The outlets of a filter, in outlet-id order; refusals as the note lists them. */
  #select(caller: ReferenceCaller, input: FilterInput): OutletRow[] {
    this.#checkYear(input.year);
    const companies = this.#companies(caller, input.company);
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

  /** A series of `year`: each month's days as far as they go (none for a month to come). */
  #seriesRange(year: number, month: number, lfl: boolean, shownYear: number) {
    // Like-for-like charts compare the same days: last year's running month is its same days.
    if (lfl && year === shownYear - 1) return this.#period(shownYear, month).lastRange;
    return this.#period(year, month).range;
  }

  #salesSeries(outlets: readonly OutletRow[], year: number, name: string) {
    const months = MONTHS.map((month) => {
      const nett = this.#sales(outlets, this.#period(year, month).range).nett;
      const target = this.#target(outlets, this.#wholeMonth(year, month)).shown;
      return { month, nett: nullWhenZero(nett), target };
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
    return this.#periods(year).map((period) => {
      const here = this.#sales(outlets, period.range).nett;
      const last = this.#sales(outlets, period.lastRange).nett;
      const growth = period.range === null ? null : growthOf(here, last);
      return {
        category: monthName(period.month),
        bulan: period.month,
        status: growthFlag(growth),
        persenNettView: round2(growth),
        nettYearHere: here,
        nettYearLast: last,
        toolip: `${period.hereLabel}: ${rupiah(here)} · ${period.lastLabel}: ${rupiah(last)}`,
      };
    });
  }

  /** Achievement against the target of the days the month's sales cover. */
  #achievementRow(outlets: readonly OutletRow[], period: MonthPeriod, year: number) {
    const nett = this.#sales(outlets, period.range).nett;
    const target = this.#target(outlets, period.range ?? this.#wholeMonth(year, period.month));
    const achievement = period.range === null ? null : achievementOf(nett, target.exact);
    const days = period.state === 'running' ? ` ${period.hereLabel}` : '';
    return {
      category: monthName(period.month),
      bulan: period.month,
      nett,
      target: target.shown,
      achievement,
      toolip: `Nett${days}: ${rupiah(nett)} · Target${days}: ${rupiah(target.shown)}`,
    };
  }

  #achievementRows(outlets: readonly OutletRow[], year: number) {
    return this.#periods(year).map((period) => {
      const row = this.#achievementRow(outlets, period, year);
      return {
        category: row.category,
        bulan: row.bulan,
        status: higherIsBetter(row.achievement, row.achievement === null ? null : 100),
        achievementPersen: round2(row.achievement),
        nett: row.nett,
        target: row.target,
        toolip: row.toolip,
      };
    });
  }

  chartSalesSummary(caller: ReferenceCaller, input: FilterInput): Outcome<SalesSummary> {
    return outcome(() => {
      const outlets = this.#select(caller, input);
      const { year } = input;
      return {
        datalastupdate: this.#dataLastUpdate(),
        chartcategory: [...MONTH_NAMES],
        runningMonth: this.#runningMonth(year),
        tablecategory: [...MONTH_NAMES],
        chart: [year - 2, year - 1, year].map((y) => this.#salesSeries(outlets, y, `Sales ${y}`)),
        tablegrowth: this.#growthRows(outlets, year),
        tableachievement: this.#achievementRows(outlets, year),
        pacing: this.#pacing(outlets, year),
      };
    });
  }

  achievementSummary(caller: ReferenceCaller, input: FilterInput): Outcome<AchievementSummary> {
    return outcome(() => {
      const outlets = this.#select(caller, input);
      const { year } = input;
      const rows = this.#periods(year).map((period) => this.#achievementRow(outlets, period, year));
      return {
        datalastupdate: this.#dataLastUpdate(),
        chartcategory: [...MONTH_NAMES],
        runningMonth: this.#runningMonth(year),
        chart: [
          {
            name: `Nett ${year}`,
            years: year,
            type: 'bar',
            yAxisIndex: 0,
            data: rows.map((row) => nullWhenZero(row.nett)),
          },
          {
            name: `Achievement ${year}`,
            years: year,
            type: 'line',
            yAxisIndex: 1,
            data: rows.map((row) => round2(row.achievement)),
          },
        ],
        table: rows.map((row) => ({
          category: row.category,
          bulan: row.bulan,
          nett: nullWhenZero(row.nett),
          target: row.target,
          achievementPersen: round2(row.achievement),
          status: higherIsBetter(row.achievement, row.achievement === null ? null : 100),
        })),
        pacing: this.#pacing(outlets, year),
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
      const { year, type } = input;
      const outletsOf = (codes: Set<string>) =>
        this.#data.outlets.filter(
          (outlet) =>
            codes.has(outlet.companyCode) &&
            outlet.typeCode === type &&
            groups.has(outlet.groupCode),
        );
      const all = outletsOf(new Set(companies.map((company) => company.code)));
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
        datalastupdate: this.#dataLastUpdate(),
        chartcategory: [...MONTH_NAMES],
        runningMonth: this.#runningMonth(year),
        tablecategory: [...MONTH_NAMES],
        chart,
        datatable: companies.map((company) => {
          const outlets = outletsOf(new Set([company.code]));
          return {
            company: company.code,
            companyName: company.name,
            dataCurrentYearGrowth: this.#growthRows(outlets, year),
            dataCurrentYearAchievement: this.#achievementRows(outlets, year),
            pacing: this.#pacing(outlets, year),
          };
        }),
        pacing: this.#pacing(all, year),
      };
    });
  }

  // -------------------------------------------------------------- profit dilution

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

  #dilutionTables(outlets: readonly OutletRow[], year: number) {
    const reference = this.#referenceDay(year);
    const row = (kind: DilutionKind) => {
      const fields: Record<string, number | string | null> = { name: kind };
      for (const period of this.#periods(year)) {
        const here = this.#dilutionPercent(this.#sales(outlets, period.range), kind);
        const last = this.#dilutionPercent(this.#sales(outlets, period.lastRange), kind);
        const name = monthName(period.month);
        fields[name] = round2(here);
        fields[`${name}Color`] = lowerIsBetter(here, last);
        fields[`${name}Toolip`] =
          `${period.hereLabel}: ${percentText(round2(here))} · ${period.lastLabel}: ${percentText(round2(last))}`;
      }
      const ytd =
        reference === null
          ? null
          : this.#dilutionPercent(this.#sales(outlets, [isoDate(year, 1, 1), reference]), kind);
      const ytdLast =
        reference === null
          ? null
          : this.#dilutionPercent(
              this.#sales(outlets, [isoDate(year - 1, 1, 1), oneYearEarlier(reference)]),
              kind,
            );
      // A change of a share, in percentage points, from the unrounded shares (DOMAIN.md).
      const change = ytd === null || ytdLast === null ? null : ytd - ytdLast;
      return {
        ...fields,
        name: kind,
        totalYTD: round2(ytd),
        totalYTDLast: round2(ytdLast),
        growth: round2(change),
        growthColor: change === null ? ('X' as const) : lowerIsBetter(change, 0),
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
        round2(this.#dilutionPercent(this.#sales(outlets, this.#period(year, month).range), kind)),
      ),
    }));
  }

  chartProfitDilution(caller: ReferenceCaller, input: FilterInput): Outcome<ProfitDilution> {
    return outcome(() => {
      const outlets = this.#select(caller, input);
      return {
        datalastupdate: this.#dataLastUpdate(),
        chartcategory: [...MONTH_NAMES],
        runningMonth: this.#runningMonth(input.year),
        chart: this.#dilutionChart(outlets, input.year),
        ...this.#dilutionTables(outlets, input.year),
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
      return {
        datalastupdate: this.#dataLastUpdate(),
        chartcategory: [...MONTH_NAMES],
        runningMonth: this.#runningMonth(input.year),
        chart: this.#dilutionChart(all, input.year),
        rows: [
          {
            company: 'TOTAL',
            companyName: 'TOTAL',
            ...this.#dilutionTables(all, input.year),
          },
          ...companies.map((company) => ({
            company: company.code,
            companyName: company.name,
            ...this.#dilutionTables(outletsOf(new Set([company.code])), input.year),
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
      const outlets = this.#select(caller, input);
      const year = input.year;
      const kind = input.kind ?? 'TOTAL';
      // Reading: persen runs to the dilution reference day (the chart's YTD), not the month's;
      // for a year without data yet it is the whole (empty) year.
      const referenceDay = this.#referenceDay(year) ?? isoDate(year, 12, 31);
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
              kind,
            ),
          ),
        ),
        persen: round2(
          this.#dilutionPercent(
            this.#categorySales(outlets, category?.code ?? null, isoDate(year, 1, 1), referenceDay),
            kind,
          ),
        ),
      });
      return {
        title: `MONTHLY CATEGORY ${kind}`,
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
    lfl: boolean,
  ): Omit<AspUptAtv, 'datalastupdate' | 'chartcategory' | 'runningMonth'> {
    const year = years[years.length - 1] as number;
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
          data: MONTHS.map((month) =>
            round2(
              metric.of(this.#sales(outletsFor(month), this.#seriesRange(y, month, lfl, year))),
            ),
          ),
        })),
        tableData: this.#periods(year).map((period) => {
          const outlets = outletsFor(period.month);
          const here = this.#sales(outlets, period.range);
          const hereRatio = metric.of(here);
          const lastRatio = metric.of(this.#sales(outlets, period.lastRange));
          // From the ratios as computed from sums, not from their two-decimal values: every
          // percentage is "computed from sums, then rounded once" (docs/sales-calls.md).
          const growth = period.range === null ? null : growthOf(hereRatio, lastRatio);
          return {
            category: monthName(period.month),
            bulan: period.month,
            growth: round2(growth),
            color: growthFlag(growth),
            toolip_growth: `${period.hereLabel}: ${decimalText(round2(hereRatio))} · ${period.lastLabel}: ${decimalText(round2(lastRatio))}`,
            nett: here.nett,
            [metric.key]: round2(hereRatio),
            [`toolip_${metric.key}`]: `${metric.label} ${period.hereLabel}: ${decimalText(round2(hereRatio))}`,
          };
        }),
      };
    }
    return result as Omit<AspUptAtv, 'datalastupdate' | 'chartcategory' | 'runningMonth'>;
  }

  chartSales(caller: ReferenceCaller, input: FilterInput): Outcome<AspUptAtv> {
    return outcome(() => {
      const outlets = this.#select(caller, input);
      const year = input.year;
      return {
        datalastupdate: this.#dataLastUpdate(),
        chartcategory: [...MONTH_NAMES],
        runningMonth: this.#runningMonth(year),
        ...this.#metricBlocks(() => outlets, [year - 2, year - 1, year], false),
      };
    });
  }

  // -------------------------------------------------------------- traffic

  #traffic(outletsFor: (month: number) => readonly OutletRow[], years: number[], lfl: boolean) {
    const year = years[years.length - 1] as number;
    const seriesSums = (y: number, month: number) =>
      this.#sales(outletsFor(month), this.#seriesRange(y, month, lfl, year));
    // Conversion over the days with a reading only: their transactions ÷ their visitors.
    const conversion = (sums: Sums) => percentOf(sums.trafficTransactions, sums.visitors);
    // Reading: a month without visitors (or transactions) has no value, like a month without
    // sales: a gap in the chart and an X flag, not a zero that would read as a collapse.
    const rows = [
      { category: 'TRAFFIC', of: (sums: Sums) => nullWhenZero(sums.visitors), text: countText },
      {
        category: 'TRANSACTION',
        of: (sums: Sums) => nullWhenZero(sums.trafficTransactions),
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
          data: MONTHS.map((month) => nullWhenZero(seriesSums(y, month).visitors)),
        })),
        ...years.map((y) => ({
          name: `Conversion ${y}`,
          years: y,
          type: 'line' as const,
          yAxisIndex: 1 as const,
          data: MONTHS.map((month) => round2(conversion(seriesSums(y, month)))),
        })),
      ],
      tableTrafficData: rows.map((row) => ({
        category: row.category,
        data: this.#periods(year).map((period) => {
          const outlets = outletsFor(period.month);
          const here = row.of(this.#sales(outlets, period.range));
          const last = row.of(this.#sales(outlets, period.lastRange));
          return {
            value: round2(here),
            color: higherIsBetter(here, last),
            toolip: `${period.hereLabel}: ${row.text(round2(here))} · ${period.lastLabel}: ${row.text(round2(last))}`,
          };
        }),
      })),
    };
  }

  chartTrafficSummary(caller: ReferenceCaller, input: FilterInput): Outcome<TrafficSummary> {
    return outcome(() => {
      const outlets = this.#select(caller, input);
      const year = input.year;
      const traffic = this.#traffic(() => outlets, [year - 2, year - 1, year], false);
      return {
        datalastupdate: this.#dataLastUpdate(),
        chartcategory: [...MONTH_NAMES],
        runningMonth: this.#runningMonth(year),
        ...traffic,
      };
    });
  }

  // -------------------------------------------------------------- like-for-like

  /**
   * Traded the whole of month M in both years: opened by 1 M of Y−1, and still trading at its
   * end: after its last day, or for the running month on or after `datelast`.
   */
  isLikeForLike(outlet: OutletRow, year: number, month: number): boolean {
    if (outlet.openDate > firstOfMonth(year - 1, month)) return false;
    if (outlet.closeDate === null) return true;
    return this.#state(year, month) === 'running'
      ? outlet.closeDate >= (this.datelast as string)
      : outlet.closeDate > lastOfMonth(year, month);
  }

  lflSalesSummary(caller: ReferenceCaller, input: FilterInput): Outcome<LflSalesSummary> {
    return outcome(() => {
      const selection = this.#select(caller, input);
      const { year } = input;
      const lfl = (month: number) =>
        selection.filter((outlet) => this.isLikeForLike(outlet, year, month));
      const growthRows = this.#periods(year).map((period) => {
        const here = this.#sales(lfl(period.month), period.range).nett;
        const last = this.#sales(lfl(period.month), period.lastRange).nett;
        const growth = period.range === null ? null : growthOf(here, last);
        return {
          category: monthName(period.month),
          bulan: period.month,
          persenNettView: round2(growth),
          status: growthFlag(growth),
          toolip: `${period.hereLabel}: ${rupiah(here)} · ${period.lastLabel}: ${rupiah(last)}`,
        };
      });
      const traffic = this.#traffic(lfl, [year - 1, year], true);
      return {
        datalastupdate: this.#dataLastUpdate(),
        chartcategory: [...MONTH_NAMES],
        runningMonth: this.#runningMonth(year),
        chartSalesSummaryData: [year - 1, year].map((y) => ({
          name: `LFL ${y}`,
          years: y,
          type: 'line' as const,
          yAxisIndex: 0 as const,
          data: MONTHS.map((month) =>
            nullWhenZero(this.#sales(lfl(month), this.#seriesRange(y, month, true, year)).nett),
          ),
        })),
        tableSalesSummaryData: growthRows,
        // Reading: each point's target covers the point's days (the month's, month-to-date,
        // or last year's same days).
        main: [year - 1, year].flatMap((y) =>
          MONTHS.map((month) => {
            const range = this.#seriesRange(y, month, true, year);
            return {
              tahun: y,
              bulan: month,
              nett: nullWhenZero(this.#sales(lfl(month), range).nett),
              target: this.#target(lfl(month), range ?? this.#wholeMonth(y, month)).shown,
            };
          }),
        ),
        tableHeader: traffic.tableHeader,
        chartTrafficData: traffic.chartData,
        tableTrafficData: traffic.tableTrafficData,
      };
    });
  }

  lflSalesAspUptAtv(caller: ReferenceCaller, input: FilterInput): Outcome<AspUptAtv> {
    return outcome(() => {
      const selection = this.#select(caller, input);
      const { year } = input;
      const lfl = (month: number) =>
        selection.filter((outlet) => this.isLikeForLike(outlet, year, month));
      return {
        datalastupdate: this.#dataLastUpdate(),
        chartcategory: [...MONTH_NAMES],
        runningMonth: this.#runningMonth(year),
        ...this.#metricBlocks(lfl, [year - 1, year], true),
      };
    });
  }

  // -------------------------------------------------------------- detail

  /** `datelast` when it falls in the requested month, else the month's last day. */
  detailReferenceDay(year: number, month: number): string {
    const last = this.datelast;
    return last !== null && yearOf(last) === year && monthOf(last) === month
      ? last
      : lastOfMonth(year, month);
  }

  /** One period's columns; a period that has not started has no achievement. */
  #periodFigures(pieces: readonly Piece[], started: boolean) {
    const sums = this.#piecesSales(pieces);
    const target = this.#targetOf(pieces);
    const achievement = started ? achievementOf(sums.nett, target.exact) : null;
    const read = sums.readings > 0;
    return {
      Nett: sums.nett,
      Target: target.shown,
      Persen: round2(achievement),
      Color: higherIsBetter(achievement, achievement === null ? null : 100),
      Asp: round2(quotient(sums.nett, sums.units)),
      Upt: round2(quotient(sums.units, sums.transactions)),
      Atv: round2(quotient(sums.nett, sums.transactions)),
      // Without a single reading there is no traffic, not 0 visitors (DOMAIN.md).
      Traffic: read ? sums.visitors : null,
      TrafficTrx: read ? sums.trafficTransactions : null,
      Conversion: read ? round2(percentOf(sums.trafficTransactions, sums.visitors)) : null,
      Units: sums.units,
      Transactions: sums.transactions,
    };
  }

  #detailRow(
    periods: Record<DetailPeriodName, Piece[]>,
    started: Record<DetailPeriodName, boolean>,
  ) {
    const fields: Record<string, number | string | null> = {};
    for (const [period, pieces] of Object.entries(periods)) {
      for (const [measure, value] of Object.entries(
        this.#periodFigures(pieces, started[period as DetailPeriodName]),
      ))
        fields[`${period}${measure}`] = value;
    }
    const growth = (
      field: string,
      current: string,
      last: string,
      measure: 'nett' | 'visitors',
      periodStarted: boolean,
    ) => {
      const read = (period: string) => {
        const sums = this.#piecesSales(periods[period as DetailPeriodName]);
        if (measure === 'nett') return sums.nett;
        return sums.readings > 0 ? sums.visitors : null;
      };
      const value = periodStarted ? growthOf(read(current), read(last)) : null;
      fields[field] = round2(value);
      fields[`${field}Color`] = growthFlag(value);
    };
    // Growth needs this year's side: a month to come has no MTD growth.
    growth('growthMtd', 'month', 'lastmonth', 'nett', started.month);
    growth('growthYtd', 'Year', 'lastYear', 'nett', started.Year);
    growth('growthTrafficMtd', 'month', 'lastmonth', 'visitors', started.month);
    growth('growthTrafficYtd', 'Year', 'lastYear', 'visitors', started.Year);
    return fields;
  }

  /** The month's pacing columns of the detail; nothing but the target for a month to come. */
  #detailPacing(
    outlets: readonly OutletRow[],
    state: MonthState,
    year: number,
    month: number,
    periods: Record<string, Range>,
  ) {
    const target = this.#target(outlets, this.#wholeMonth(year, month));
    if (state === 'to-come') {
      return {
        FullTarget: target.shown,
        RunRate: null,
        Projection: null,
        ProjectedPersen: null,
        ProjectedColor: 'X',
        NeededPerDay: null,
      };
    }
    const figures = this.#pacingFigures(
      outlets,
      periods.month as Range,
      this.#wholeMonth(year, month),
      periods.lastmonth as Range,
      this.#wholeMonth(year - 1, month),
    );
    return {
      FullTarget: figures.target,
      RunRate: figures.runRate,
      Projection: figures.projection,
      ProjectedPersen: figures.projectedPersen,
      ProjectedColor: figures.projectedStatus,
      NeededPerDay: figures.neededPerDay,
    };
  }

  #detail(caller: ReferenceCaller, input: DetailInput, likeForLike: boolean): SalesDetail {
    const selection = this.#select(caller, input);
    const { year, month } = input;
    const state = this.#state(year, month);
    const last = this.datelast;
    const begun = (from: string) => last !== null && from <= last;
    // A period has values once it has begun; last year's columns are last year's facts, which
    // keep their achievement even beside a month to come (DOMAIN.md).
    const started: Record<DetailPeriodName, boolean> = {
      today: state !== 'to-come',
      month: state !== 'to-come',
      Year: begun(isoDate(year, 1, 1)),
      lastmonth: begun(firstOfMonth(year - 1, month)),
      lastYear: begun(isoDate(year - 1, 1, 1)),
    };
    const reference = this.detailReferenceDay(year, month);
    const lastReference = oneYearEarlier(reference);
    const periods: Record<DetailPeriodName, Range> = {
      today: [reference, reference],
      month: [firstOfMonth(year, month), reference],
      Year: [isoDate(year, 1, 1), reference],
      lastmonth: [firstOfMonth(year - 1, month), lastReference],
      lastYear: [isoDate(year - 1, 1, 1), lastReference],
    };
    /**
     * Each period of some outlets as pieces of days. Like-for-like, a year to date is the sum
     * over its months of each month's like-for-like figures, in both years: an outlet counts in
     * the months it was like-for-like (DOMAIN.md), the requested month to its reference day.
     */
    const piecesOf = (outlets: readonly OutletRow[]): Record<DetailPeriodName, Piece[]> => {
      const one = (range: Range) => [{ outlets, range }];
      const yearToDate = (shown: number, requested: Range): Piece[] =>
        MONTHS.filter((m) => m <= month).map((m) => ({
          outlets: outlets.filter((outlet) => this.isLikeForLike(outlet, year, m)),
          range: m === month ? requested : this.#wholeMonth(shown, m),
        }));
      return {
        today: one(periods.today),
        month: one(periods.month),
        Year: likeForLike ? yearToDate(year, periods.month) : one(periods.Year),
        lastmonth: one(periods.lastmonth),
        lastYear: likeForLike ? yearToDate(year - 1, periods.lastmonth) : one(periods.lastYear),
      };
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
    const main = rows.map((outlet) => {
      const pacing = this.#detailPacing([outlet], state, year, month, periods);
      return {
        no_branch: outlet.id,
        branchname: outlet.name,
        status: this.#status(outlet),
        company: outlet.companyCode,
        companyName: this.#company(outlet.companyCode)?.name ?? outlet.companyCode,
        openDate: outlet.openDate,
        closeDate: outlet.closeDate,
        lfl: this.isLikeForLike(outlet, year, month),
        ...this.#detailRow(piecesOf([outlet]), started),
        ...Object.fromEntries(
          Object.entries(pacing).map(([measure, value]) => [`month${measure}`, value]),
        ),
      };
    });
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
    for (const [field, value] of Object.entries(this.#detailRow(piecesOf(rows), started))) {
      const period = Object.keys(periodNames).find((name) => field.startsWith(name));
      const renamed =
        period !== undefined && !field.startsWith('growth')
          ? `total${periodNames[period]}${field.slice(period.length)}`
          : `total${field[0]?.toUpperCase()}${field.slice(1)}`;
      totals[renamed] = value;
    }
    for (const [measure, value] of Object.entries(
      this.#detailPacing(rows, state, year, month, periods),
    )) {
      totals[`totalMonth${measure}`] = value;
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
      period: {
        state,
        from: firstOfMonth(year, month),
        to: reference,
        daysElapsed: state === 'to-come' ? 0 : dayOf(reference),
        daysInMonth: daysInMonth(year, month),
        lastYearFrom: firstOfMonth(year - 1, month),
        lastYearTo: lastReference,
      },
    } as SalesDetail;
  }

  chartSalesSummaryDetail(caller: ReferenceCaller, input: DetailInput): Outcome<SalesDetail> {
    return outcome(() => this.#detail(caller, input, false));
  }

  lflSalesSummaryDetail(caller: ReferenceCaller, input: DetailInput): Outcome<SalesDetail> {
    return outcome(() => this.#detail(caller, input, true));
  }

  // -------------------------------------------------------------- options

  /** The note's order: STORES, ONLINE, EVENT, then any other by code. */
  optionsType() {
    const rank = (code: string) => {
      const index = ['STORES', 'ONLINE', 'EVENT'].indexOf(code);
      return index === -1 ? 3 : index;
    };
    return ok(
      [...this.#data.types]
        .sort((a, b) => rank(a.code) - rank(b.code) || (a.code < b.code ? -1 : 1))
        .map((type) => ({
          bitype: type.code,
          bitypeName: type.name,
          dataLastUpdate: this.lastSaleOfType(type.code),
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

  /** The outlets of the companies, and of the type and groups when they are given. */
  optionsOutlet(caller: ReferenceCaller, companies: string[], type?: string, group?: string[]) {
    return outcome(() => {
      const chosen = new Set<string>();
      for (const code of companies) {
        for (const company of this.#companies(caller, code)) chosen.add(company);
      }
      if (type !== undefined) this.#checkType(type);
      const groups = group === undefined ? null : this.#groups(group, 'group');
      return this.#data.outlets
        .filter(
          (outlet) =>
            chosen.has(outlet.companyCode) &&
            (type === undefined || outlet.typeCode === type) &&
            (groups === null || groups.has(outlet.groupCode)),
        )
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
