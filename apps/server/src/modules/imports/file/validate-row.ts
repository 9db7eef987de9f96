/**
 * Turns each record of an import file into a row of its table (values in SALES_TABLE_COLUMNS
 * order, as text for a CSV bulk load) or into the issues that keep it out: the rules of each
 * kind (which columns, nett against its parts, an open month, a known outlet, no repeated key).
 * Reading cells, finding repeats and summing up the coverage are the jobs of record-reader.ts,
 * row-keys.ts and file-coverage.ts.
 */
import {
  IMPORT_MESSAGES,
  IMPORT_YEAR_RANGE,
  type ImportKind,
  isMasterListKind,
  type NumberFormat,
  type RowIssue,
} from '@outlet-pulse/contracts';
import { FileCoverage, type ImportCoverage } from './file-coverage';
import { type ImportContext, inactivePlacement, type OutletPlace } from './import-context';
import { type HeaderMatch, IMPORT_TABLES, type ImportTable, matchHeader } from './import-layouts';
import { CompanyRows, codeListRow, employeeRow, type MasterRowChecks } from './master-list-rows';
import { DateCache, parseWholeNumber } from './parse-values';
import type { FileRecord } from './read-csv';
import { RecordReader } from './record-reader';
import { monthNumberOf, type RepeatedKey, RowKeys } from './row-keys';

/** Ids of new outlets: as master data allows them. */
const OUTLET_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,19}$/;
const MAX_NAME_LENGTH = 150;
const MAX_CITY_LENGTH = 100;
/** Outlet dates may reach further back than sales. */
const OUTLET_DATE_RANGE = { min: 1900, max: IMPORT_YEAR_RANGE.max } as const;

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

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
  readonly #keys = new RowKeys();
  readonly #coverage: FileCoverage;
  /** The last month found open: files hold long runs of the same month. */
  #lastPeriod = '';
  readonly #masterRows: MasterRowChecks;
  readonly #companies: CompanyRows;
  /** The keys of a master-list file's good rows: the codes it defines. */
  readonly #definedCodes: string[] = [];

  constructor(
    kind: ImportKind,
    header: FileRecord,
    numberFormat: NumberFormat,
    context: ImportContext,
  ) {
    this.#kind = kind;
    this.#context = context;
    this.table = IMPORT_TABLES[kind];
    this.#coverage = new FileCoverage(kind);
    this.header = matchHeader(kind, header.cells, header.line);
    this.#reader = new RecordReader(
      this.header.layout.columns.map((column) => column.name),
      this.header.cellIndexes,
      numberFormat,
      new DateCache(),
    );
    this.#companies = new CompanyRows(context);
    this.#masterRows = {
      reader: this.#reader,
      context,
      unique: (key) => this.#unique(this.#keys.code(this.#reader.line, key)),
    };
  }

  /**
   * The table row of `record` (values as text, '' for NULL), or null after pushing its
   * issues onto `issues`. Call only when the header is usable.
   */
  validate(record: FileRecord, issues: RowIssue[]): string[] | null {
    const before = issues.length;
    this.#reader.start(record, issues);
    if (this.#reader.refusedControlCharacters()) return null;
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
      case 'companies':
        row = this.#companies.row(this.#masterRows);
        break;
      case 'categories':
      case 'outlet-types':
        row = codeListRow(this.#masterRows, false);
        break;
      case 'outlet-groups':
        row = codeListRow(this.#masterRows, true);
        break;
      case 'employees':
        row = employeeRow(this.#masterRows);
        break;
    }
    if (issues.length !== before) return null;
    if (row !== null && isMasterListKind(this.#kind)) this.#definedCodes.push(row[0] as string);
    return row;
  }

  /** The codes (or employee ids) a master-list file defines; empty for the other kinds. */
  definedCodes(): string[] {
    return this.#definedCodes;
  }

  coverage(): ImportCoverage {
    return this.#coverage.summary(this.#keys.outletIds());
  }

  #checkWidth(record: FileRecord): void {
    const width = this.header.width;
    const cells = record.cells;
    if (cells.length <= width) return;
    let used = cells.length;
    while (used > width && (cells[used - 1] as string).trim() === '') used--;
    if (used > width) this.#reader.issue(null, IMPORT_MESSAGES.tooManyColumns(used, width));
  }

  /** False (with an issue naming the key) when an earlier row had the same key. */
  #unique(repeated: RepeatedKey | null): boolean {
    if (repeated === null) return true;
    this.#reader.issue(null, IMPORT_MESSAGES.duplicateRow(repeated.key, repeated.firstLine));
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
    const repeated = this.#keys.day(
      reader.line,
      outletId,
      date.day,
      dateText,
      byCategory ? category : null,
    );
    if (!this.#unique(repeated)) return null;
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
    this.#coverage.add(date.period, date.day);
    const amounts = [gross, markdown, vip, promo, nett, units].map(String);
    return byCategory
      ? [outletId, dateText, category, ...amounts]
      : [outletId, dateText, ...amounts, `${transactions}`];
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
    if (!this.#unique(this.#keys.day(reader.line, outletId, date.day, dateText))) return null;
    if (visitors === null) return null;
    this.#coverage.add(date.period, date.day);
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
    const monthNumber = monthNumberOf(year, month);
    if (!this.#unique(this.#keys.month(reader.line, outletId, monthNumber, period))) return null;
    if (target === null) return null;
    this.#coverage.add(period, monthNumber);
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

  /**
   * `code` as the outlet's `field`, or null after an issue at `column` when it is inactive and
   * the outlet is new or does not have it yet.
   */
  #placed(
    outletId: string | null,
    field: keyof OutletPlace,
    column: number,
    code: string | null,
  ): string | null {
    if (code === null || outletId === null) return code;
    const refusal = inactivePlacement(this.#context, outletId, field, code);
    return refusal === null ? code : this.#reader.issue(column, refusal);
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
    const company = this.#placed(
      outletId,
      'company',
      2,
      reader.code(2, context.companies, IMPORT_MESSAGES.unknownCompany),
    );
    const type = this.#placed(
      outletId,
      'type',
      3,
      reader.code(3, context.types, IMPORT_MESSAGES.unknownType),
    );
    const group = this.#placed(
      outletId,
      'group',
      4,
      reader.code(4, context.groups, IMPORT_MESSAGES.unknownGroup),
    );
    const city = reader.limitedText(5, MAX_CITY_LENGTH);
    const openDate = reader.date(6, true, OUTLET_DATE_RANGE);
    const closeDate = reader.date(7, false, OUTLET_DATE_RANGE);
    const active = reader.boolean(8, true);
    if (openDate !== null && closeDate !== null && closeDate.day < openDate.day) {
      reader.issue(7, IMPORT_MESSAGES.closeBeforeOpen(reader.text(7), reader.text(6)));
    }
    if (outletId === null) return null;
    if (!this.#unique(this.#keys.outlet(reader.line, outletId))) return null;
    this.#keys.noteOutlet(outletId);
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
