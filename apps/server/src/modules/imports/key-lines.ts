/**
 * Where the rows of a checked file stand, by their key: a second read of the file, only for
 * the few keys a rule outside the file's own checks refuses (the importer's grant,
 * import-scope.ts), so that each refused row is reported at its line like any other reason.
 * It reads records as the check did (the same readers, the header the first non-empty one).
 */
import { createReadStream } from 'node:fs';
import {
  IMPORT_ISSUE_LIMIT,
  IMPORT_MESSAGES,
  type ImportFileFormat,
  type ImportKind,
} from '@outlet-pulse/contracts';
import { matchHeader } from './file/import-layouts';
import type { PreparedImport } from './file/prepare-import-file';
import { type FileRecord, readCsv } from './file/read-csv';
import { readXlsx } from './file/read-xlsx';
import { type ForeignKeys, KEY_LABEL, keysOutsideScope } from './import-scope';

export interface KeyedFile {
  kind: ImportKind;
  path: string;
  format: ImportFileFormat;
  /** .xlsx only: the sheet the check read. */
  sheet?: string | undefined;
  /** CSV only: the longest record the check allowed. */
  maxRecordLength?: number | undefined;
}

/** A row holding one of the keys: its line, and the key as the check read it (in capitals). */
export interface KeyLine {
  line: number;
  key: string;
  /** The layout's name of the key column. */
  column: string;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The rows whose key (the layout's first column, compared in capitals) is one of `keys`. */
export async function linesOfKeys(file: KeyedFile, keys: ReadonlySet<string>): Promise<KeyLine[]> {
  const records: AsyncIterable<FileRecord> =
    file.format === 'csv'
      ? readCsv(
          createReadStream(file.path),
          file.maxRecordLength ? { maxRecordLength: file.maxRecordLength } : {},
        )
      : readXlsx(file.path, file.sheet ? { sheet: file.sheet } : {});
  const found: KeyLine[] = [];
  let keyCell: number | null = null;
  let column = '';
  for await (const record of records) {
    if (isBlank(record.cells)) continue;
    if (keyCell === null) {
      const header = matchHeader(file.kind, record.cells, record.line);
      keyCell = header.cellIndexes[0] ?? -1;
      column = header.layout.columns[0]?.name ?? '';
      continue;
    }
    const key = (record.cells[keyCell] ?? '').trim().toUpperCase();
    if (keys.has(key)) found.push({ line: record.line, key, column });
  }
  return found;
}

/**
 * Adds an issue at each row whose own key lies outside the importer's grant (an outlet or
 * employee of another company, a company they may not see); the check read the file against
 * a context that knows nothing outside it, so these are the rows it could not refuse.
 */
export async function refuseKeysOutsideScope(
  prepared: PreparedImport,
  file: Pick<KeyedFile, 'path' | 'sheet' | 'maxRecordLength'>,
  foreign: ForeignKeys,
): Promise<void> {
  const { kind } = prepared;
  const keys = kind === 'outlets' ? prepared.outletIds : prepared.definedCodes;
  const outside = keysOutsideScope(kind, keys, foreign);
  const label = KEY_LABEL[kind];
  if (outside.length === 0 || label === undefined) return;
  const rows = await linesOfKeys({ ...file, kind, format: prepared.format }, new Set(outside));
  const issues = rows.map(({ line, key, column }) => ({
    line,
    column,
    reason: IMPORT_MESSAGES.notYours(label, key),
  }));
  prepared.issues = [...prepared.issues, ...issues]
    .sort((first, second) => first.line - second.line)
    .slice(0, IMPORT_ISSUE_LIMIT);
  prepared.issueCount += issues.length;
}
