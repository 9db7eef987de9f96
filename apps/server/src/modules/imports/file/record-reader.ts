/**
 * Reads one record's cells column by column as the layout names them (required, numbers,
 * dates, codes, yes/no, text), turning each value it refuses into an issue with its line and
 * column.
 */
import {
  hasControlCharacter,
  IMPORT_MESSAGES,
  type NumberFormat,
  type RowIssue,
} from '@outlet-pulse/contracts';
import { type DateCache, type DateInfo, parseWholeNumber } from './parse-values';
import type { FileRecord } from './read-csv';

const MAX_INTEGER = 2_147_483_647;
const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'ya']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'tidak']);

/** One record's cells, read column by column, gathering its issues. */
export class RecordReader {
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

  /** The layout name of column `column`. */
  name(column: number): string {
    return this.names[column] as string;
  }

  issue(column: number | null, reason: string): null {
    this.issues.push({
      line: this.line,
      column: column === null ? null : (this.names[column] as string),
      reason,
    });
    return null;
  }

  /**
   * Whether a cell of the layout holds a control character (other than tab and line breaks),
   * after an issue for each: the edge refuses them as it does in requests (PostgreSQL cannot
   * store a NUL), and the row's other checks would only echo them in their reasons.
   */
  refusedControlCharacters(): boolean {
    let refused = false;
    for (let column = 0; column < this.names.length; column++) {
      if (hasControlCharacter(this.text(column))) {
        this.issue(column, IMPORT_MESSAGES.controlCharacter(this.names[column] as string));
        refused = true;
      }
    }
    return refused;
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
