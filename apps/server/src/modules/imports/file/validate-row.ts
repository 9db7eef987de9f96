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
  let index = text.charCodeAt(0) === 45 ? 1 : 0; // '-'
  const digitsStart = index;
  let groupDigits = 0;
  let grouped = false;
  let firstGroup = true;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) {
      groupDigits++;
      index++;
    } else if (code === groupSeparator) {
      if (groupDigits === 0 || (firstGroup ? groupDigits > 3 : groupDigits !== 3)) {
        return 'not-a-number';
      }
      grouped = true;
      firstGroup = false;
      groupDigits = 0;
      index++;
    } else {
      break;
    }
  }
  const integerEnd = index;
  if (integerEnd === digitsStart || groupDigits === 0) return 'not-a-number';
  if (grouped && groupDigits !== 3) return 'not-a-number';
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
  let digits = text.slice(digitsStart, integerEnd);
  if (grouped) digits = digits.replaceAll('.', '');
  const value = Number(digits);
  if (value > Number.MAX_SAFE_INTEGER) return 'too-large';
  return digitsStart === 1 ? -value : value;
}

export type ParsedDate = number | 'format' | 'invalid';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads YYYY-MM-DD into a day number (days since 1970-01-01), or says what is wrong. */
export function parseIsoDate(text: string): ParsedDate {
  if (!DATE_SHAPE.test(text)) return 'format';
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'invalid';
  return Date.UTC(year, month - 1, day) / 86_400_000;
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

  /** A day number, from a YYYY-MM-DD value within `range` of years; null for an empty optional. */
  date(column: number, required: boolean, range: { min: number; max: number }): number | null {
    const value = required ? this.required(column) : this.text(column);
    if (value === null || value === '') return null;
    const parsed = this.dates.parse(value);
    if (parsed === 'format') return this.issue(column, IMPORT_MESSAGES.dateFormat(value));
    if (parsed === 'invalid') return this.issue(column, IMPORT_MESSAGES.invalidDate(value));
    const year = Number(value.slice(0, 4));
    if (year < range.min || year > range.max) {
      return this.issue(column, IMPORT_MESSAGES.dateOutOfRange(value));
    }
    return parsed;
  }

  /** A code from `known` (compared in capitals), or an issue made by `unknown`. */
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
}

function isoDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
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
  /** Every outlet of the file's good rows → its number, used in the duplicate keys. */
  readonly #outlets = new Map<string, number>();
  readonly #categories = new Map<string, number>();
  /** Row key → the line it was first seen on. */
  readonly #seenKeys = new Map<number | string, number>();
  readonly #periods = new Set<string>();
  #lastPeriod = '';
  #firstKey: string | null = null;
  #lastKey: string | null = null;

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
    const periods = [...this.#periods].sort();
    const first = this.#firstKey;
    const last = this.#lastKey;
    if (this.#kind === 'outlets' || first === null || last === null) {
      return {
        outletIds: [...this.#outlets.keys()],
        periods,
        firstDate: null,
        lastDate: null,
        keyRange: null,
      };
    }
    const monthly = this.#kind === 'targets';
    const lastMonthDays = daysInMonth(Number(last.slice(0, 4)), Number(last.slice(5, 7)));
    return {
      outletIds: [...this.#outlets.keys()],
      periods,
      firstDate: monthly ? `${first}-01` : first,
      lastDate: monthly ? `${last}-${twoDigits(lastMonthDays)}` : last,
      keyRange: { from: first, to: last },
    };
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

  /** Records the key; false (with an issue) when an earlier row had it. */
  #firstOfKey(key: number | string, describe: () => string): boolean {
    const firstLine = this.#seenKeys.get(key);
    if (firstLine === undefined) {
      this.#seenKeys.set(key, this.#reader.line);
      return true;
    }
    this.#reader.issue(null, IMPORT_MESSAGES.duplicateRow(describe(), firstLine));
    return false;
  }

  /** Notes a good row's period and key; refuses a closed month. */
  #openPeriod(period: string, column: number): boolean {
    if (period === this.#lastPeriod) return true;
    if (this.#context.closedPeriods.has(period)) {
      this.#reader.issue(column, IMPORT_MESSAGES.closedMonth(period));
      return false;
    }
    this.#lastPeriod = period;
    return true;
  }

  #cover(period: string, key: string): void {
    this.#periods.add(period);
    if (this.#firstKey === null || key < this.#firstKey) this.#firstKey = key;
    if (this.#lastKey === null || key > this.#lastKey) this.#lastKey = key;
  }

  #knownOutlet(column: number): string | null {
    return this.#reader.code(column, this.#context.outletIds, IMPORT_MESSAGES.unknownOutlet);
  }

  /** Columns: outlet_id, date, [category], gross, markdown, vip, promo, nett, units, [transactions]. */
  #dailySales(byCategory: boolean): string[] | null {
    const reader = this.#reader;
    const outletId = this.#knownOutlet(0);
    const day = reader.date(1, true, IMPORT_YEAR_RANGE);
    let next = 2;
    const category = byCategory
      ? reader.code(next++, this.#context.categories, IMPORT_MESSAGES.unknownCategory)
      : '';
    const gross = reader.amount(next);
    const markdown = reader.amount(next + 1);
    const vip = reader.amount(next + 2);
    const promo = reader.amount(next + 3);
    const nett = reader.amount(next + 4);
    const units = reader.count(next + 5);
    const transactions = byCategory ? 0 : reader.count(next + 6);
    if (
      gross !== null &&
      markdown !== null &&
      vip !== null &&
      promo !== null &&
      nett !== null &&
      nett !== gross - markdown - vip - promo
    ) {
      reader.issue(next + 4, IMPORT_MESSAGES.nettMismatch());
    }
    if (outletId === null || day === null || category === null) return null;

    const date = reader.text(1);
    const period = date.slice(0, 7);
    if (!this.#openPeriod(period, 1)) return null;
    let key: number | string = this.#outletNumber(outletId) * DAY_SLOTS + day + DAY_OFFSET;
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
    const describe = () => `${outletId} ${date}${byCategory ? ` ${category}` : ''}`;
    if (!this.#firstOfKey(key, describe)) return null;
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
    this.#cover(period, date);
    const amounts = [gross, markdown, vip, promo, nett, units].map(String);
    return byCategory
      ? [outletId, date, category, ...amounts]
      : [outletId, date, ...amounts, String(transactions)];
  }

  /** Columns: outlet_id, date, visitors. */
  #traffic(): string[] | null {
    const reader = this.#reader;
    const outletId = this.#knownOutlet(0);
    const day = reader.date(1, true, IMPORT_YEAR_RANGE);
    const visitors = reader.count(2);
    if (outletId === null || day === null) return null;
    const date = reader.text(1);
    const period = date.slice(0, 7);
    if (!this.#openPeriod(period, 1)) return null;
    const key = this.#outletNumber(outletId) * DAY_SLOTS + day + DAY_OFFSET;
    if (!this.#firstOfKey(key, () => `${outletId} ${date}`)) return null;
    if (visitors === null) return null;
    this.#cover(period, date);
    return [outletId, date, String(visitors)];
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
    const key = this.#outletNumber(outletId) * MONTH_SLOTS + (year - IMPORT_YEAR_RANGE.min) * 12;
    if (!this.#firstOfKey(key + month - 1, () => `${outletId} ${period}`)) return null;
    if (target === null) return null;
    this.#cover(period, period);
    return [outletId, String(year), String(month), String(target)];
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
    const openDay = reader.date(6, true, OUTLET_DATE_RANGE);
    const closeText = reader.text(7);
    const closeDay = reader.date(7, false, OUTLET_DATE_RANGE);
    const active = reader.boolean(8, true);
    if (openDay !== null && closeDay !== null && closeDay < openDay) {
      reader.issue(7, IMPORT_MESSAGES.closeBeforeOpen(isoDay(closeDay), isoDay(openDay)));
    }
    if (outletId === null) return null;
    const id = outletId;
    if (!this.#firstOfKey(id, () => id)) return null;
    this.#outletNumber(id);
    if (
      name === null ||
      company === null ||
      type === null ||
      group === null ||
      city === null ||
      openDay === null ||
      active === null ||
      (closeText !== '' && closeDay === null)
    ) {
      return null;
    }
    return [
      id,
      name,
      company,
      type,
      group,
      city,
      isoDay(openDay),
      closeDay === null ? '' : isoDay(closeDay),
      active ? 'true' : 'false',
    ];
  }
}
