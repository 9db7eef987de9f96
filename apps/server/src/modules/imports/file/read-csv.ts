/**
 * A streaming CSV reader fast enough for millions of rows: it slices whole lines out of the
 * decoded chunks and splits them natively, and only walks character by character through
 * records that hold a quote. Records may span chunks and, inside quotes, lines.
 */
import type { Readable } from 'node:stream';
import { IMPORT_FILE_MESSAGES, IMPORT_MESSAGES } from '@outlet-pulse/contracts';
import { ImportFileError } from './import-file-error';

/** One record of a file: the 1-based line it starts on and its cells as written. */
export interface FileRecord {
  line: number;
  cells: string[];
}

export type CsvDelimiter = ',' | ';';

export interface CsvReadOptions {
  /** Leave out to detect it from the header line (`;` when it has more of them than `,`). */
  delimiter?: CsvDelimiter;
  /** Told the delimiter once it is known (before the first record is yielded). */
  onDelimiter?: (delimiter: CsvDelimiter) => void;
  /** A record longer than this (in characters) is refused: most likely an unclosed quote. */
  maxRecordLength?: number;
}

export const DEFAULT_MAX_RECORD_LENGTH = 1024 * 1024;

/** A file that is not well-formed CSV from `line` on; the rows before it were fine. */
export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';

  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** The delimiter of the record starting at `start`, counting only outside quotes. */
export function detectDelimiter(text: string, start = 0): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let index = start; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) quoted = !quoted;
    else if (quoted) continue;
    else if (code === LF) break;
    else if (code === 44) commas++;
    else if (code === 59) semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Where a record ends, or null when the text ends before it does. */
interface QuotedRecord {
  cells: string[];
  /** Index just past the record's line break. */
  end: number;
  /** Line breaks inside the record's quoted values. */
  innerLines: number;
}

/**
 * Parses one record that holds a quote, starting at `start`. Returns null when the text ends
 * inside it and more may come (`final` false).
 */
function parseQuotedRecord(
  text: string,
  start: number,
  delimiterCode: number,
  final: boolean,
): QuotedRecord | null {
  const cells: string[] = [];
  const length = text.length;
  let index = start;
  let innerLines = 0;
  for (;;) {
    let value: string;
    if (text.charCodeAt(index) === QUOTE) {
      const parts: string[] = [];
      let from = index + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) return null;
        parts.push(text.slice(from, quote));
        if (quote + 1 >= length && !final) return null;
        if (text.charCodeAt(quote + 1) === QUOTE) {
          parts.push('"');
          from = quote + 2;
          continue;
        }
        index = quote + 1;
        break;
      }
      value = parts.length === 1 ? (parts[0] as string) : parts.join('');
      for (let at = value.indexOf('\n'); at !== -1; at = value.indexOf('\n', at + 1)) {
        innerLines++;
      }
      // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
      const restStart = index;
      while (index < length) {
        const code = text.charCodeAt(index);
        if (code === delimiterCode || code === LF) break;
        index++;
      }
      if (index > restStart) {
        let restEnd = index;
        if (text.charCodeAt(restEnd - 1) === CR && text.charCodeAt(index) === LF) restEnd--;
        value += text.slice(restStart, restEnd);
      }
    } else {
      const valueStart = index;
      while (index < length) {
        const code = text.charCodeAt(index);
        if (code === delimiterCode || code === LF) break;
        index++;
      }
      let valueEnd = index;
      if (
        valueEnd > valueStart &&
        text.charCodeAt(valueEnd - 1) === CR &&
        text.charCodeAt(index) === LF
      ) {
        valueEnd--;
      }
      value = text.slice(valueStart, valueEnd);
    }
    if (index >= length) {
      if (!final) return null;
      // A CR that ends the file belongs to the line break, not to the value.
      cells.push(value.endsWith('\r') ? value.slice(0, -1) : value);
      return { cells, end: length, innerLines };
    }
    cells.push(value);
    if (text.charCodeAt(index) === LF) return { cells, end: index + 1, innerLines };
    index++; // past the delimiter
    if (index >= length && !final) return null;
  }
}

/**
 * Reads CSV records from `input` (bytes in UTF-8, with or without a BOM, or strings), in
 * batches: one array per chunk read. Fully empty lines are skipped. Throws CsvSyntaxError for
 * an unclosed quote or an overlong record, ImportFileError for bytes that are not UTF-8.
 */
export async function* readCsvBatches(
  input: Readable,
  options: CsvReadOptions = {},
): AsyncGenerator<FileRecord[]> {
  const maxRecordLength = options.maxRecordLength ?? DEFAULT_MAX_RECORD_LENGTH;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let delimiter = options.delimiter;
  let delimiterCode = delimiter?.charCodeAt(0) ?? 44;
  let pending = '';
  let line = 1;
  let first = true;

  const parse = (final: boolean): FileRecord[] => {
    const text = pending;
    const length = text.length;
    const records: FileRecord[] = [];
    let position = 0;
    let nextQuote = text.indexOf('"');
    if (nextQuote === -1) nextQuote = length;

    while (position < length) {
      if (delimiter === undefined) {
        const lineEnd = text.indexOf('\n', position);
        if (lineEnd === -1 && !final) break;
        delimiter = detectDelimiter(text, position);
        delimiterCode = delimiter.charCodeAt(0);
        options.onDelimiter?.(delimiter);
      }
      let end = text.indexOf('\n', position);
      if (end === -1) {
        if (!final) break;
        end = length;
      }
      if (nextQuote < position) {
        nextQuote = text.indexOf('"', position);
        if (nextQuote === -1) nextQuote = length;
      }
      if (nextQuote >= end) {
        let contentEnd = end;
        if (contentEnd > position && text.charCodeAt(contentEnd - 1) === CR) contentEnd--;
        if (contentEnd > position) {
          records.push({ line, cells: text.slice(position, contentEnd).split(delimiter) });
        }
        line++;
        position = end + 1;
        continue;
      }
      const record = parseQuotedRecord(text, position, delimiterCode, final);
      if (record === null) {
        if (final) throw new CsvSyntaxError(line, IMPORT_MESSAGES.unclosedQuote());
        break;
      }
      records.push({ line, cells: record.cells });
      line += record.innerLines + 1;
      position = record.end;
    }

    pending = position >= length ? '' : text.slice(position);
    if (pending.length > maxRecordLength) {
      throw new CsvSyntaxError(line, IMPORT_MESSAGES.recordTooLong(maxRecordLength));
    }
    return records;
  };

  const decode = (chunk: Buffer | string, final: boolean): string => {
    try {
      return typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: !final });
    } catch {
      throw new ImportFileError(IMPORT_FILE_MESSAGES.notUtf8);
    }
  };

  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    let text = decode(chunk, false);
    if (first && text.length > 0) {
      // TextDecoder drops a BOM from bytes; strings arrive with it.
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    pending = pending.length === 0 ? text : pending + text;
    const records = parse(false);
    if (records.length > 0) yield records;
  }
  pending += decode(Buffer.alloc(0), true);
  if (first && pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
  const records = parse(true);
  if (records.length > 0) yield records;
}

/** Reads CSV records one by one (see readCsvBatches). */
export async function* readCsv(
  input: Readable,
  options: CsvReadOptions = {},
): AsyncGenerator<FileRecord> {
  for await (const batch of readCsvBatches(input, options)) yield* batch;
}
