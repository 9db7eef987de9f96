/**
 * Sums up what the good rows of a file cover, for the preview: their outlets, their months,
 * and their first and last day (targets: of their months).
 */
import { IMPORT_YEAR_RANGE, type ImportKind } from '@outlet-pulse/contracts';
import { daysInMonth } from '../../../lib/business-date';
import { MS_PER_DAY } from './parse-values';

/** What the good rows of a file cover. */
export interface ImportCoverage {
  /** Distinct outlets, in order of first appearance. */
  outletIds: string[];
  /** Months (YYYY-MM), sorted. */
  periods: string[];
  /** First and last day (targets: of their months); null for outlets or no good rows. */
  firstDate: string | null;
  lastDate: string | null;
  /** The range of the rows' keys: days YYYY-MM-DD (daily kinds), months YYYY-MM (targets). */
  keyRange: { from: string; to: string } | null;
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

function isoDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of a month counted from January of the first import year. */
function periodOfMonthNumber(monthNumber: number): string {
  const year = IMPORT_YEAR_RANGE.min + Math.floor(monthNumber / 12);
  return `${year}-${twoDigits((monthNumber % 12) + 1)}`;
}

export class FileCoverage {
  readonly #periods = new Set<string>();
  #firstKey = Number.POSITIVE_INFINITY;
  #lastKey = Number.NEGATIVE_INFINITY;

  constructor(private readonly kind: ImportKind) {}

  /** Notes a good row's month and its day (targets: its month number). */
  add(period: string, key: number): void {
    if (key < this.#firstKey) this.#firstKey = key;
    if (key > this.#lastKey) this.#lastKey = key;
    this.#periods.add(period);
  }

  summary(outletIds: string[]): ImportCoverage {
    const periods = [...this.#periods].sort();
    if (this.kind === 'outlets' || this.#firstKey > this.#lastKey) {
      return { outletIds, periods, firstDate: null, lastDate: null, keyRange: null };
    }
    if (this.kind === 'targets') {
      const first = periodOfMonthNumber(this.#firstKey);
      const last = periodOfMonthNumber(this.#lastKey);
      const lastDays = daysInMonth(Number(last.slice(0, 4)), Number(last.slice(5, 7)));
      return {
        outletIds,
        periods,
        firstDate: `${first}-01`,
        lastDate: `${last}-${twoDigits(lastDays)}`,
        keyRange: { from: first, to: last },
      };
    }
    const firstDate = isoDay(this.#firstKey);
    const lastDate = isoDay(this.#lastKey);
    return { outletIds, periods, firstDate, lastDate, keyRange: { from: firstDate, to: lastDate } };
  }
}
