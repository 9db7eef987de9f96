/**
 * Turns each record of an import file into a row of its table (values in SALES_TABLE_COLUMNS
 * order, as text for a CSV bulk load) or into the issues that keep it out. Checks every value,
 * the references to master data, closed months, nett against its parts, and keys repeated in
 * the file. It also sums up what the good rows cover: outlets, months, first and last day.
 */
import {
  IMPORT_MESSAGES,
  IMPORT_YEAR_RANGE,
  type ImportKind,
  type NumberFormat,
  type RowIssue,
} from '@outlet-pulse/contracts';
import { daysInMonth } from '../../../lib/business-date';
import { type HeaderMatch, IMPORT_TABLES, type ImportTable, matchHeader } from './import-layouts';
import { KeyLineTable } from './key-line-table';
import type { FileRecord } from './read-csv';

/** What the database knows, for the references a file makes. */
export interface ImportContext {
  outletIds: ReadonlySet<string>;
  companies: ReadonlySet<string>;
  types: ReadonlySet<string>;
  groups: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  /** Closed months, 'YYYY-MM': the sales kinds may not load into them. */
  closedPeriods: ReadonlySet<string>;
}

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

/** Ids of new outlets: as master data allows them. */
const OUTLET_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,19}$/;
const MAX_INTEGER = 2_147_483_647;
const MAX_NAME_LENGTH = 150;
const MAX_CITY_LENGTH = 100;
const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'ya']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'tidak']);
/** Outlet dates may reach further back than sales. */
const OUTLET_DATE_RANGE = { min: 1900, max: IMPORT_YEAR_RANGE.max } as const;

/* ---------------------------------------------------------------- values */

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

const MS_PER_DAY = 86_400_000;
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

/* ---------------------------------------------------------------- keys */

/** Day numbers from 1900 on, shifted to be positive, fit in 17 bits until 2258. */
const DAY_OFFSET = 25_567;
const DAY_SLOTS = 131_072;
const CATEGORY_SLOTS = 4_096;
const MONTH_SLOTS = 2_048;

/** A cache of the dates a file repeats on every row; cleared when it grows large. */
class DateCache {
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

/* ---------------------------------------------------------------- validator */

/** One record's cells, read column by column, gathering its issues. */
class RecordReader {
  line = 0;
  cells: readonly string[] = [];
  issues: RowIssue[] = [];

  constructor(
    private readonly names: readonly string[],
    private readonly cellIndexes: readonly number[],
    private readonly numberFormat: NumberFormat,
    private readonly dates: DateCache,
  ) {}

  start(record: FileRecord, issues: RowIssue[]): void {
    this.line = record.line;
    this.cells = record.cells;
    this.issues = issues;
  }

  issue(column: number | null, reason: string): null {
    this.issues.push({
      line: this.line,
      column: column === null ? null : (this.names[column] as string),
      reason,
    });
    return null;
  }

  /** The trimmed cell of layout column `column`, '' when absent. */
  text(column: number): string {
    const index = this.cellIndexes[column] as number;
    if (index < 0) return '';
    const cell = this.cells[index];
    return cell === undefined ? '' : cell.trim();
  }

  required(column: number): string | null {
    const value = this.text(column);
    if (value === '') {
      return this.issue(column, IMPORT_MESSAGES.emptyValue(this.names[column] as string));
    }
    return value;
  }

  /** A whole, non-negative number up to `max`. */
  number(column: number, max: number): number | null {
    const value = this.required(column);
    if (value === null) return null;
    const name = this.names[column] as string;
    const parsed = parseWholeNumber(value, this.numberFormat);
    if (typeof parsed === 'number') {
      if (parsed < 0) return this.issue(column, IMPORT_MESSAGES.negativeAmount(name, value));
      if (parsed > max) return this.issue(column, IMPORT_MESSAGES.tooLarge(name, value));
      return parsed;
    }
    if (parsed === 'fraction')
      return this.issue(column, IMPORT_MESSAGES.notWholeNumber(name, value));
    if (parsed === 'too-large') return this.issue(column, IMPORT_MESSAGES.tooLarge(name, value));
    return this.issue(column, IMPORT_MESSAGES.notANumber(name, value, this.numberFormat));
  }

  amount(column: number): number | null {
    return this.number(column, Number.MAX_SAFE_INTEGER);
  }

  count(column: number): number | null {
    return this.number(column, MAX_INTEGER);
  }

  /** A YYYY-MM-DD value within `range` of years; null for an empty optional one. */
  date(column: number, required: boolean, range: { min: number; max: number }): DateInfo | null {
    const value = required ? this.required(column) : this.text(column);
    if (value === null || value === '') return null;
    const parsed = this.dates.parse(value);
    if (parsed === 'format') return this.issue(column, IMPORT_MESSAGES.dateFormat(value));
    if (parsed === 'invalid') return this.issue(column, IMPORT_MESSAGES.invalidDate(value));
    if (parsed.year < range.min || parsed.year > range.max) {
      return this.issue(column, IMPORT_MESSAGES.dateOutOfRange(value));
    }
    return parsed;
  }

  /** A code from `known` (compared as written, then in capitals), or an issue by `unknown`. */
  code(
    column: number,
    known: ReadonlySet<string>,
    unknown: (code: string) => string,
  ): string | null {
    const value = this.required(column);
    if (value === null) return null;
    if (known.has(value)) return value;
    const upper = value.toUpperCase();
    if (known.has(upper)) return upper;
    return this.issue(column, unknown(value));
  }

  boolean(column: number, fallback: boolean): boolean | null {
    const value = this.text(column);
    if (value === '') return fallback;
    const word = value.toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return this.issue(column, IMPORT_MESSAGES.notBoolean(this.names[column] as string, value));
  }

  limitedText(column: number, maxLength: number): string | null {
    const value = this.required(column);
    if (value === null) return null;
    if (value.length > maxLength) {
      return this.issue(column, IMPORT_MESSAGES.tooLong(this.names[column] as string, maxLength));
    }
    return value;
  }

  /** Whether `column` holds an optional value that is there but was refused. */
  refused(column: number, value: unknown): boolean {
    return value === null && this.text(column) !== '';
  }
}

function isoDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** How a duplicate row's key reads in its issue. */
function keyText(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * Validates the records of one file of `kind`, after its header. Build one per file: it
 * remembers the keys it has seen to find duplicates.
 */
export class RowValidator {
  readonly table: ImportTable;
  readonly header: HeaderMatch;
  readonly #kind: ImportKind;
  readonly #context: ImportContext;
  readonly #reader: RecordReader;
  /** Every outlet of the file's rows → its number, used in the duplicate keys. */
  readonly #outlets = new Map<string, number>();
  readonly #categories = new Map<string, number>();
  /** Row key → the line it was first seen on. */
  readonly #seenKeys = new KeyLineTable();
  /** Keys that do not fit a number (outlet ids, an absurd number of categories). */
  readonly #seenTextKeys = new Map<string, number>();
  /** The good rows' months, and their first and last day (targets: month number). */
  readonly #periods = new Set<string>();
  #lastPeriod = '';
  #firstKey = Number.POSITIVE_INFINITY;
  #lastKey = Number.NEGATIVE_INFINITY;

  constructor(
    kind: ImportKind,
    header: FileRecord,
    numberFormat: NumberFormat,
    context: ImportContext,
  ) {
    this.#kind = kind;
    this.#context = context;
    this.table = IMPORT_TABLES[kind];
    this.header = matchHeader(kind, header.cells, header.line);
    this.#reader = new RecordReader(
      this.header.layout.columns.map((column) => column.name),
      this.header.cellIndexes,
      numberFormat,
      new DateCache(),
    );
  }

  /**
   * The table row of `record` (values as text, '' for NULL), or null after pushing its
   * issues onto `issues`. Call only when the header is usable.
   */
  validate(record: FileRecord, issues: RowIssue[]): string[] | null {
    const before = issues.length;
    this.#reader.start(record, issues);
    this.#checkWidth(record);
    let row: string[] | null;
    switch (this.#kind) {
      case 'outlets':
        row = this.#outlet();
        break;
      case 'daily-sales':
        row = this.#dailySales(false);
        break;
      case 'category-sales':
        row = this.#dailySales(true);
        break;
      case 'traffic':
        row = this.#traffic();
        break;
      case 'targets':
        row = this.#target();
        break;
    }
    return issues.length === before ? row : null;
  }

  coverage(): ImportCoverage {
    const outletIds = [...this.#outlets.keys()];
    const periods = [...this.#periods].sort();
    if (this.#kind === 'outlets' || this.#firstKey > this.#lastKey) {
      return { outletIds, periods, firstDate: null, lastDate: null, keyRange: null };
    }
    if (this.#kind === 'targets') {
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

  #checkWidth(record: FileRecord): void {
    const width = this.header.width;
    const cells = record.cells;
    if (cells.length <= width) return;
    let used = cells.length;
    while (used > width && (cells[used - 1] as string).trim() === '') used--;
    if (used > width) this.#reader.issue(null, IMPORT_MESSAGES.tooManyColumns(used, width));
  }

  #outletNumber(outletId: string): number {
    let number = this.#outlets.get(outletId);
    if (number === undefined) {
      number = this.#outlets.size;
      this.#outlets.set(outletId, number);
    }
    return number;
  }

  /** Records the row's key; false (with an issue naming the key's parts) when a row had it. */
  #firstOfKey(key: number | string, part1: string, part2: string, part3: string): boolean {
    const line = this.#reader.line;
    let firstLine: number;
    if (typeof key === 'number') {
      firstLine = this.#seenKeys.firstLine(key, line);
    } else {
      firstLine = this.#seenTextKeys.get(key) ?? 0;
      if (firstLine === 0) this.#seenTextKeys.set(key, line);
    }
    if (firstLine === 0) return true;
    this.#reader.issue(null, IMPORT_MESSAGES.duplicateRow(keyText(part1, part2, part3), firstLine));
    return false;
  }

  /** Refuses a closed month. */
  #openPeriod(period: string, column: number): boolean {
    if (period === this.#lastPeriod) return true;
    if (this.#context.closedPeriods.has(period)) {
      this.#reader.issue(column, IMPORT_MESSAGES.closedMonth(period));
      return false;
    }
    this.#lastPeriod = period;
    return true;
  }

  /** Notes what a good row covers: its month and its day (or month number). */
  #cover(period: string, key: number): void {
    if (key < this.#firstKey) this.#firstKey = key;
    if (key > this.#lastKey) this.#lastKey = key;
    this.#periods.add(period);
  }

  #knownOutlet(column: number): string | null {
    return this.#reader.code(column, this.#context.outletIds, IMPORT_MESSAGES.unknownOutlet);
  }

  /** Columns: outlet_id, date, [category], gross, markdown, vip, promo, nett, units, [transactions]. */
  #dailySales(byCategory: boolean): string[] | null {
    const reader = this.#reader;
    const outletId = this.#knownOutlet(0);
    const date = reader.date(1, true, IMPORT_YEAR_RANGE);
    const amountsFrom = byCategory ? 3 : 2;
    const category = byCategory
      ? reader.code(2, this.#context.categories, IMPORT_MESSAGES.unknownCategory)
      : '';
    const gross = reader.amount(amountsFrom);
    const markdown = reader.amount(amountsFrom + 1);
    const vip = reader.amount(amountsFrom + 2);
    const promo = reader.amount(amountsFrom + 3);
    const nett = reader.amount(amountsFrom + 4);
    const units = reader.count(amountsFrom + 5);
    const transactions = byCategory ? 0 : reader.count(amountsFrom + 6);
    if (
      gross !== null &&
      markdown !== null &&
      vip !== null &&
      promo !== null &&
      nett !== null &&
      nett !== gross - markdown - vip - promo
    ) {
      reader.issue(amountsFrom + 4, IMPORT_MESSAGES.nettMismatch());
    }
    if (outletId === null || date === null || category === null) return null;
    if (!this.#openPeriod(date.period, 1)) return null;

    const dateText = reader.text(1);
    let key: number | string = this.#outletNumber(outletId) * DAY_SLOTS + date.day + DAY_OFFSET;
    if (byCategory) {
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
    if (!this.#firstOfKey(key, outletId, dateText, category)) return null;
    if (
      gross === null ||
      markdown === null ||
      vip === null ||
      promo === null ||
      nett === null ||
      units === null ||
      transactions === null
    ) {
      return null;
    }
    this.#cover(date.period, date.day);
    return byCategory
      ? [
          outletId,
          dateText,
          category,
          `${gross}`,
          `${markdown}`,
          `${vip}`,
          `${promo}`,
          `${nett}`,
          `${units}`,
        ]
      : [
          outletId,
          dateText,
          `${gross}`,
          `${markdown}`,
          `${vip}`,
          `${promo}`,
          `${nett}`,
          `${units}`,
          `${transactions}`,
        ];
  }

  /** Columns: outlet_id, date, visitors. */
  #traffic(): string[] | null {
    const reader = this.#reader;
    const outletId = this.#knownOutlet(0);
    const date = reader.date(1, true, IMPORT_YEAR_RANGE);
    const visitors = reader.count(2);
    if (outletId === null || date === null) return null;
    if (!this.#openPeriod(date.period, 1)) return null;
    const dateText = reader.text(1);
    const key = this.#outletNumber(outletId) * DAY_SLOTS + date.day + DAY_OFFSET;
    if (!this.#firstOfKey(key, outletId, dateText, '')) return null;
    if (visitors === null) return null;
    this.#cover(date.period, date.day);
    return [outletId, dateText, `${visitors}`];
  }

  /** Columns: outlet_id, year, month, target. */
  #target(): string[] | null {
    const reader = this.#reader;
    const outletId = this.#knownOutlet(0);
    const year = this.#yearOrMonth(1, IMPORT_YEAR_RANGE.min, IMPORT_YEAR_RANGE.max);
    const month = this.#yearOrMonth(2, 1, 12);
    const target = reader.amount(3);
    if (outletId === null || year === null || month === null) return null;
    const period = `${year}-${twoDigits(month)}`;
    if (!this.#openPeriod(period, 2)) return null;
    const monthNumber = (year - IMPORT_YEAR_RANGE.min) * 12 + month - 1;
    const key = this.#outletNumber(outletId) * MONTH_SLOTS + monthNumber;
    if (!this.#firstOfKey(key, outletId, period, '')) return null;
    if (target === null) return null;
    this.#cover(period, monthNumber);
    return [outletId, `${year}`, `${month}`, `${target}`];
  }

  #yearOrMonth(column: number, min: number, max: number): number | null {
    const reader = this.#reader;
    const value = reader.required(column);
    if (value === null) return null;
    const parsed = parseWholeNumber(value, 'plain');
    if (typeof parsed === 'number' && parsed >= min && parsed <= max) return parsed;
    const reason =
      column === 2 ? IMPORT_MESSAGES.monthOutOfRange(value) : IMPORT_MESSAGES.yearOutOfRange(value);
    return reader.issue(column, reason);
  }

  /** Columns: outlet_id, name, company, type, group, city, open_date, close_date, active. */
  #outlet(): string[] | null {
    const reader = this.#reader;
    const context = this.#context;
    const rawId = reader.required(0);
    let outletId: string | null = null;
    if (rawId !== null) {
      const upper = rawId.toUpperCase();
      if (OUTLET_ID_PATTERN.test(upper)) outletId = upper;
      else reader.issue(0, IMPORT_MESSAGES.invalidOutletId(rawId));
    }
    const name = reader.limitedText(1, MAX_NAME_LENGTH);
    const company = reader.code(2, context.companies, IMPORT_MESSAGES.unknownCompany);
    const type = reader.code(3, context.types, IMPORT_MESSAGES.unknownType);
    const group = reader.code(4, context.groups, IMPORT_MESSAGES.unknownGroup);
    const city = reader.limitedText(5, MAX_CITY_LENGTH);
    const openDate = reader.date(6, true, OUTLET_DATE_RANGE);
    const closeDate = reader.date(7, false, OUTLET_DATE_RANGE);
    const active = reader.boolean(8, true);
    if (openDate !== null && closeDate !== null && closeDate.day < openDate.day) {
      reader.issue(7, IMPORT_MESSAGES.closeBeforeOpen(reader.text(7), reader.text(6)));
    }
    if (outletId === null) return null;
    if (!this.#firstOfKey(outletId, outletId, '', '')) return null;
    this.#outletNumber(outletId);
    if (
      name === null ||
      company === null ||
      type === null ||
      group === null ||
      city === null ||
      openDate === null ||
      active === null ||
      reader.refused(7, closeDate)
    ) {
      return null;
    }
    return [
      outletId,
      name,
      company,
      type,
      group,
      city,
      reader.text(6),
      closeDate === null ? '' : reader.text(7),
      active ? 'true' : 'false',
    ];
  }
}

/** 'YYYY-MM' of a month counted from January of the first import year. */
function periodOfMonthNumber(monthNumber: number): string {
  const year = IMPORT_YEAR_RANGE.min + Math.floor(monthNumber / 12);
  return `${year}-${twoDigits((monthNumber % 12) + 1)}`;
}
