/**
 * Streams the rows of one worksheet of an .xlsx workbook as text cells, the same records the
 * CSV reader yields: numbers as plain digits, dates as YYYY-MM-DD, formulas as their results.
 * Run inspectXlsx first: the reader trusts the ZIP it unpacks.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { IMPORT_FILE_MESSAGES } from '@outlet-pulse/contracts';
import ExcelJS, { type WorkbookModel } from 'exceljs';
import { ImportFileError } from './import-file-error';
import type { FileRecord } from './read-csv';

export interface XlsxReadOptions {
  /** The sheet to read (case-insensitive); the workbook's first sheet when left out. */
  sheet?: string;
}

declare module 'exceljs' {
  namespace stream.xlsx {
    /**
     * The streaming reader names each worksheet it emits (stream/xlsx/workbook-reader.js sets
     * `name` from the workbook's sheet list), but exceljs' type declarations leave it out.
     */
    interface WorksheetReader {
      readonly name: string;
    }
  }
}

const MS_PER_DAY = 86_400_000;

function numberText(value: number): string {
  const text = String(value);
  if (!Number.isFinite(value) || !/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

function dateText(value: Date): string {
  const time = value.getTime();
  if (Number.isNaN(time)) return '';
  const iso = value.toISOString();
  // Dates arrive as UTC midnight; a cell that also holds a time keeps it.
  return time % MS_PER_DAY === 0 ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** One cell value of exceljs as the text a person sees in the cell. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText)) {
      return cell.richText.map((run: { text?: unknown }) => cellText(run.text)).join('');
    }
    if ('result' in cell) return cellText(cell.result);
    if ('formula' in cell || 'sharedFormula' in cell) return '';
    if ('text' in cell) return cellText(cell.text);
    if ('error' in cell) return cellText(cell.error);
  }
  return '';
}

function sameSheet(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Yields the non-empty rows of the chosen worksheet with their row numbers. Throws an
 * ImportFileError when the sheet does not exist (naming those that do) or the file is damaged.
 */
export async function* readXlsx(
  source: string | Readable,
  options: XlsxReadOptions = {},
): AsyncGenerator<FileRecord> {
  const input = typeof source === 'string' ? createReadStream(source) : source;
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell dates from numbers.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const seen: string[] = [];
  let wanted = options.sheet;
  let found = false;
  try {
    for await (const worksheet of workbook) {
      const { name } = worksheet;
      // The workbook's sheet list, which the reader reads before any worksheet.
      const sheets = (workbook.model as Partial<WorkbookModel> | undefined)?.sheets?.map(
        (sheet) => sheet.name,
      );
      if (wanted === undefined) {
        wanted = sheets?.[0] ?? name;
      } else if (sheets && !sheets.some((sheet) => sameSheet(sheet, wanted as string))) {
        throw new ImportFileError(IMPORT_FILE_MESSAGES.unknownSheet(wanted, sheets));
      }
      seen.push(name);
      // Rows of other sheets are skipped unread: the reader drains them.
      if (!sameSheet(name, wanted)) continue;
      found = true;
      for await (const row of worksheet) {
        const values = row.values as unknown[];
        const cells: string[] = new Array(Math.max(values.length - 1, 0));
        for (let column = 1; column < values.length; column++) {
          cells[column - 1] = cellText(values[column]);
        }
        yield { line: row.number, cells };
      }
      break;
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(IMPORT_FILE_MESSAGES.unreadableWorkbook, 'invalid', { cause: error });
  } finally {
    input.destroy();
  }
  if (!found) {
    if (seen.length === 0) throw new ImportFileError(IMPORT_FILE_MESSAGES.noSheets);
    throw new ImportFileError(IMPORT_FILE_MESSAGES.unknownSheet(wanted ?? '', seen));
  }
}
