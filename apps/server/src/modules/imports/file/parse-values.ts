/**
 * Reads the values of an import file's cells: whole numbers in either number format, and
 * YYYY-MM-DD dates (remembered, since a file repeats the same few days on every row).
 */
import type { NumberFormat } from '@outlet-pulse/contracts';
import { daysInMonth } from '../../../lib/business-date';

export type ParsedNumber = number | 'not-a-number' | 'fraction' | 'too-large';

/**
 * Reads a whole number written in `format`: plain `1234567` or `1234567.00`; Indonesian
 * `1.234.567`, `1234567` or `1.234.567,00` (thousands in groups of exactly three).
 */
export function parseWholeNumber(text: string, format: NumberFormat): ParsedNumber {
  const groupSeparator = format === 'id' ? 46 : -1; // '.'
  const decimalSeparator = format === 'id' ? 44 : 46; // ',' or '.'
  const length = text.length;
  const negative = text.charCodeAt(0) === 45; // '-'
  let index = negative ? 1 : 0;
  let value = 0;
  let digits = 0;
  let groupDigits = 0;
  let grouped = false;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      digits++;
      groupDigits++;
      index++;
    } else if (code === groupSeparator) {
      // The first group holds one to three digits, every later group exactly three.
      if (groupDigits === 0 || (grouped ? groupDigits !== 3 : groupDigits > 3)) {
        return 'not-a-number';
      }
      grouped = true;
      groupDigits = 0;
      index++;
    } else {
      break;
    }
  }
  if (digits === 0 || (grouped && groupDigits !== 3)) return 'not-a-number';
  let fraction = false;
  if (index < length) {
    if (text.charCodeAt(index) !== decimalSeparator || index === length - 1) return 'not-a-number';
    for (index++; index < length; index++) {
      const code = text.charCodeAt(index);
      if (code < 48 || code > 57) return 'not-a-number';
      if (code !== 48) fraction = true;
    }
  }
  if (fraction) return 'fraction';
  if (value > Number.MAX_SAFE_INTEGER) return 'too-large';
  return negative && value !== 0 ? -value : value;
}

/** A valid date of a file, as the rows need it. */
export interface DateInfo {
  /** Days since 1970-01-01. */
  day: number;
  year: number;
  /** YYYY-MM. */
  period: string;
}

export type ParsedDate = DateInfo | 'format' | 'invalid';

export const MS_PER_DAY = 86_400_000;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads YYYY-MM-DD, or says what is wrong with it. */
export function parseIsoDate(text: string): ParsedDate {
  if (!DATE_SHAPE.test(text)) return 'format';
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'invalid';
  return { day: Date.UTC(year, month - 1, day) / MS_PER_DAY, year, period: text.slice(0, 7) };
}

/** A cache of the dates a file repeats on every row; cleared when it grows large. */
export class DateCache {
  readonly #entries = new Map<string, ParsedDate>();

  parse(text: string): ParsedDate {
    let parsed = this.#entries.get(text);
    if (parsed === undefined) {
      parsed = parseIsoDate(text);
      if (this.#entries.size >= 65_536) this.#entries.clear();
      this.#entries.set(text, parsed);
    }
    return parsed;
  }
}
