/**
 * Reads an uploaded import file once, as a stream, and leaves behind what the database side
 * needs: a header-less CSV of the good rows in the target table's column order (ready for a
 * bulk COPY), plus the preview and validation report a person sees before confirming. Memory
 * stays flat whatever the file's size; only the set of keys seen (for duplicates) grows.
 */
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import {
  IMPORT_ISSUE_LIMIT,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ROWS,
  type ImportFileFormat,
  type ImportKind,
  type ImportPreview,
  type NumberFormat,
  type RowIssue,
} from '@outlet-pulse/contracts';
import type { ImportContext } from './import-context';
import { IMPORT_TABLES, type ImportTable } from './import-layouts';
import {
  countUnpackedBytes,
  DEFAULT_XLSX_LIMITS,
  inspectXlsx,
  type XlsxLimits,
} from './inspect-xlsx';
import {
  type CsvDelimiter,
  CsvSyntaxError,
  DEFAULT_MAX_RECORD_LENGTH,
  type FileRecord,
  readCsvBatches,
} from './read-csv';
import { readXlsx } from './read-xlsx';
import { sniffFile } from './sniff-file';
import { RowValidator } from './validate-row';

export interface ImportFileLimits extends XlsxLimits {
  /** Longest CSV record, in characters. */
  maxRecordLength: number;
}

export const DEFAULT_IMPORT_FILE_LIMITS: ImportFileLimits = {
  ...DEFAULT_XLSX_LIMITS,
  maxRecordLength: DEFAULT_MAX_RECORD_LENGTH,
};

export interface PrepareImportOptions {
  kind: ImportKind;
  /** The uploaded file, wherever the server stored it. */
  filePath: string;
  /** The name the person gave it, for the report only. */
  fileName: string;
  /** How numbers are written; by default 'id' for a CSV delimited by `;`, else 'plain'. */
  numberFormat?: NumberFormat;
  /** .xlsx only: the sheet to read instead of the first. */
  sheet?: string;
  context: ImportContext;
  /** Where to write the good rows as a header-less CSV (overwritten). */
  outputPath: string;
  limits?: Partial<ImportFileLimits>;
  onProgress?: (bytesRead: number, totalBytes: number) => void;
}

export interface PreparedImport extends ImportPreview {
  table: ImportTable;
  outputPath: string;
  /** Rows written to `outputPath`; equals `rows` when there is no issue. */
  validRows: number;
  /** Distinct outlets of the file's good rows. */
  outletIds: string[];
  /** The codes (or employee ids) a master-list file's good rows define; [] for other kinds. */
  definedCodes: string[];
  /** Days YYYY-MM-DD (daily kinds) or months YYYY-MM (targets) the rows span; null for outlets. */
  keyRange: { from: string; to: string } | null;
}

/** What the person sees before confirming: the preview and the report, without the internals. */
export function importPreviewOf(prepared: PreparedImport): ImportPreview {
  return {
    kind: prepared.kind,
    fileName: prepared.fileName,
    format: prepared.format,
    numberFormat: prepared.numberFormat,
    rows: prepared.rows,
    header: prepared.header,
    preview: prepared.preview,
    issues: prepared.issues,
    issueCount: prepared.issueCount,
    periods: prepared.periods,
    firstDate: prepared.firstDate,
    lastDate: prepared.lastDate,
  };
}

const XLSX_BATCH_ROWS = 1_000;
const NEEDS_QUOTES = /[",\r\n]/;

/** The columns of each table that hold free text, which may need quoting in CSV. */
const TEXT_COLUMNS: Record<ImportTable, readonly number[]> = {
  outlets: [0, 1, 2, 3, 4, 5],
  daily_sales: [0],
  daily_category_sales: [0, 2],
  daily_traffic: [0],
  monthly_targets: [0],
  companies: [0, 2],
  product_categories: [0, 1],
  outlet_types: [0, 1],
  outlet_groups: [0, 1],
  // Every column but the dates and the flag.
  employees: [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20],
};

function csvLine(values: string[], textColumns: readonly number[]): string {
  for (const column of textColumns) {
    const value = values[column] as string;
    if (NEEDS_QUOTES.test(value)) values[column] = `"${value.replaceAll('"', '""')}"`;
  }
  return values.join(',');
}

function isBlank(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}

async function* xlsxBatches(input: ReadStream, sheet: string | undefined) {
  let batch: FileRecord[] = [];
  for await (const record of readXlsx(input, { sheet })) {
    batch.push(record);
    if (batch.length >= XLSX_BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Sniffs, checks and reads the file at `filePath`, validates every row against `context`,
 * and writes the good rows to `outputPath`. Refuses a file as a whole with an ImportFileError
 * (wrong type, over a limit, unknown sheet); row problems go into the returned report, and
 * any issue means the file must not be loaded.
 */
export async function prepareImportFile(options: PrepareImportOptions): Promise<PreparedImport> {
  const { kind, filePath, context, outputPath, onProgress } = options;
  const limits = { ...DEFAULT_IMPORT_FILE_LIMITS, ...options.limits };
  // A file refused before its rows are read leaves no output either (not even an older one).
  await rm(outputPath, { force: true });
  const { size: totalBytes } = await stat(filePath);
  const format: ImportFileFormat = await sniffFile(filePath);
  if (format === 'xlsx') {
    await inspectXlsx(filePath, limits);
    await countUnpackedBytes(filePath, limits);
  }

  let numberFormat: NumberFormat = options.numberFormat ?? 'plain';
  const input = createReadStream(filePath, { highWaterMark: 64 * 1024 });
  const batches =
    format === 'csv'
      ? readCsvBatches(input, {
          maxRecordLength: limits.maxRecordLength,
          onDelimiter: (delimiter: CsvDelimiter) => {
            numberFormat = options.numberFormat ?? (delimiter === ';' ? 'id' : 'plain');
          },
        })
      : xlsxBatches(input, options.sheet);

  const issues: RowIssue[] = [];
  let issueCount = 0;
  const addIssues = (found: readonly RowIssue[]) => {
    issueCount += found.length;
    for (const issue of found) if (issues.length < IMPORT_ISSUE_LIMIT) issues.push(issue);
  };
  let header: FileRecord | null = null;
  let validator: RowValidator | null = null;
  const preview: string[][] = [];
  let rows = 0;
  let validRows = 0;
  // Report progress in steps of 0.5 % (at least 256 KiB), not on every chunk read.
  const progressStep = Math.max(256 * 1024, totalBytes / 200);
  let reportedBytes = 0;

  async function* normalizedLines(): AsyncGenerator<string> {
    const rowIssues: RowIssue[] = [];
    try {
      for await (const batch of batches) {
        const lines: string[] = [];
        for (const record of batch) {
          if (isBlank(record.cells)) continue;
          if (validator === null) {
            header = record;
            validator = new RowValidator(kind, record, numberFormat, context);
            addIssues(validator.header.issues);
            if (!validator.header.usable) return;
            continue;
          }
          rows++;
          if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(record.cells);
          rowIssues.length = 0;
          const row = validator.validate(record, rowIssues);
          if (row === null) addIssues(rowIssues);
          else {
            lines.push(csvLine(row, TEXT_COLUMNS[validator.table]));
            validRows++;
          }
        }
        if (onProgress && input.bytesRead - reportedBytes >= progressStep) {
          reportedBytes = input.bytesRead;
          onProgress(reportedBytes, totalBytes);
        }
        if (lines.length > 0) yield `${lines.join('\n')}\n`;
      }
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      addIssues([{ line: error.line, column: null, reason: error.message }]);
    }
  }

  try {
    await pipeline(normalizedLines, createWriteStream(outputPath));
  } catch (error) {
    await rm(outputPath, { force: true });
    throw error;
  } finally {
    input.destroy();
  }
  onProgress?.(totalBytes, totalBytes);

  const finalValidator = validator as RowValidator | null;
  const headerRecord = header as FileRecord | null;
  if (rows === 0 && (finalValidator === null || finalValidator.header.usable)) {
    addIssues([
      { line: headerRecord?.line ?? 1, column: null, reason: IMPORT_MESSAGES.noDataRows() },
    ]);
  }
  const coverage = finalValidator?.coverage() ?? {
    outletIds: [],
    periods: [],
    firstDate: null,
    lastDate: null,
    keyRange: null,
  };
  return {
    kind,
    fileName: options.fileName,
    format,
    numberFormat,
    rows,
    header: headerRecord?.cells ?? [],
    preview,
    issues,
    issueCount,
    periods: coverage.periods,
    firstDate: coverage.firstDate,
    lastDate: coverage.lastDate,
    table: IMPORT_TABLES[kind],
    outputPath,
    validRows,
    outletIds: coverage.outletIds,
    definedCodes: finalValidator?.definedCodes() ?? [],
    keyRange: coverage.keyRange,
  };
}
