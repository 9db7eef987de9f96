/**
 * Where the rows of a checked file stand, by their key: a second read of the file, only for
 * the few keys a rule outside the file's own checks refuses (the importer's grant,
 * import-scope.ts), so that each refused row is reported at its line like any other reason.
 * It reads records as the check did (the same readers, the header the first non-empty one).
 */
import { createReadStream } from 'node:fs';
import type { ImportFileFormat, ImportKind } from '@outlet-pulse/contracts';
import { matchHeader } from './file/import-layouts';
import { type FileRecord, readCsv } from './file/read-csv';
import { readXlsx } from './file/read-xlsx';

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
