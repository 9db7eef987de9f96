/**
 * Finds rows of a file that repeat an earlier row's key (outlet and day, and category; outlet
 * and month; or outlet id). Keys are packed into whole numbers where they fit, so that millions
 * of rows cost a typed array rather than a Map of strings.
 */
import { IMPORT_YEAR_RANGE } from '@outlet-pulse/contracts';
import { KeyLineTable } from './key-line-table';

/** Day numbers from 1900 on, shifted to be positive, fit in 17 bits until 2258. */
const DAY_OFFSET = 25_567;
const DAY_SLOTS = 131_072;
const CATEGORY_SLOTS = 4_096;
const MONTH_SLOTS = 2_048;

/** What a duplicate row reports: the key as the file writes it, and the line that had it. */
export interface RepeatedKey {
  key: string;
  firstLine: number;
}

export class RowKeys {
  /** Every outlet of the file's rows → its number, used in the packed keys. */
  readonly #outlets = new Map<string, number>();
  readonly #categories = new Map<string, number>();
  /** Packed key → the line it was first seen on. */
  readonly #seen = new KeyLineTable();
  /** Keys that do not fit a number (outlet ids, an absurd number of categories). */
  readonly #seenText = new Map<string, number>();

  /** The file's outlets, in order of first appearance. */
  outletIds(): string[] {
    return [...this.#outlets.keys()];
  }

  /** Notes an outlet of a good row (outlet files key on the id itself). */
  noteOutlet(outletId: string): number {
    let number = this.#outlets.get(outletId);
    if (number === undefined) {
      number = this.#outlets.size;
      this.#outlets.set(outletId, number);
    }
    return number;
  }

  /** An outlet's day, on `line`; the repeat when an earlier line had it. */
  day(
    line: number,
    outletId: string,
    day: number,
    dateText: string,
    category: string | null = null,
  ): RepeatedKey | null {
    let key: number | string = this.noteOutlet(outletId) * DAY_SLOTS + day + DAY_OFFSET;
    if (category !== null) {
      let categoryNumber = this.#categories.get(category);
      if (categoryNumber === undefined) {
        categoryNumber = this.#categories.size;
        this.#categories.set(category, categoryNumber);
      }
      // More categories than slots is unheard of; their keys are text instead.
      key =
        categoryNumber < CATEGORY_SLOTS
          ? key * CATEGORY_SLOTS + categoryNumber
          : `${key}:${category}`;
    }
    return this.#first(key, line, outletId, dateText, category ?? '');
  }

  /** An outlet's month (counted from January of the first import year), on `line`. */
  month(line: number, outletId: string, monthNumber: number, period: string): RepeatedKey | null {
    const key = this.noteOutlet(outletId) * MONTH_SLOTS + monthNumber;
    return this.#first(key, line, outletId, period, '');
  }

  /** An outlet id of an outlet file, on `line`. */
  outlet(line: number, outletId: string): RepeatedKey | null {
    return this.#first(outletId, line, outletId, '', '');
  }

  /** The code or id of a master-list row, on `line`. */
  code(line: number, code: string): RepeatedKey | null {
    return this.#first(code, line, code, '', '');
  }

  #first(key: number | string, line: number, ...parts: string[]): RepeatedKey | null {
    let firstLine: number;
    if (typeof key === 'number') {
      firstLine = this.#seen.firstLine(key, line);
    } else {
      firstLine = this.#seenText.get(key) ?? 0;
      if (firstLine === 0) this.#seenText.set(key, line);
    }
    if (firstLine === 0) return null;
    return { key: parts.filter((part) => part !== '').join(' '), firstLine };
  }
}

/** The month number `month` keys and coverage use for a year and month. */
export function monthNumberOf(year: number, month: number): number {
  return (year - IMPORT_YEAR_RANGE.min) * 12 + month - 1;
}
