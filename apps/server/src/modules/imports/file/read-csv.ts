/**
 * Reads CSV files as a stream of records with csv-parse, adding what the importer needs on
 * top of it: the delimiter detected from the header line, the 1-based line each record starts
 * on, a refusal of bytes that are not UTF-8, and errors that name the line.
 */
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { IMPORT_FILE_MESSAGES, IMPORT_MESSAGES } from '@outlet-pulse/contracts';
import { CsvError, Parser } from 'csv-parse';
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
  /** A record longer than this (in bytes) is refused: most likely an unclosed quote. */
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

function countLineFeeds(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) count++;
  }
  return count;
}

/**
 * A csv-parse parser fed one chunk at a time, handing back the records each chunk completes.
 * Lines are line feeds (csv-parse also counts a lone CR as one), so a record's line is worked
 * out from the one before it and the empty lines csv-parse skipped since.
 *
 * Records are taken as csv-parse pushes them, reading its live `info`: its `on_record` and
 * `info` options copy the whole info object for every record, which triples the parse time.
 */
class RecordParser extends Parser {
  private records: FileRecord[] = [];
  /** The line after the last record, and csv-parse's line and empty-line counts there. */
  private nextLine = 1;
  private parsedLines = 0;
  private emptyLines = 0;

  constructor(
    delimiter: CsvDelimiter,
    private readonly maxRecordLength: number,
  ) {
    super({
      delimiter,
      bom: true,
      record_delimiter: ['\r\n', '\n'],
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: maxRecordLength,
    });
    // Errors are read from `errored` after each write.
    this.on('error', () => {});
  }

  override push(cells: string[] | null): boolean {
    if (cells === null) return super.push(null);
    const { lines, empty_lines } = this.info;
    const skipped = empty_lines - this.emptyLines;
    const line = this.nextLine + skipped;
    // csv-parse's line count moves by more than one only over a line break inside the record.
    const hasBreaks = lines - this.parsedLines > 1 + skipped;
    this.nextLine = line + 1 + (hasBreaks ? countLineFeeds(cells) : 0);
    this.parsedLines = lines;
    this.emptyLines = empty_lines;
    this.records.push({ line, cells });
    return true;
  }

  /** The records completed by `chunk`. */
  parseChunk(chunk: Buffer | string): FileRecord[] {
    this.write(chunk);
    return this.takeRecords();
  }

  /** The records completed by the end of the input. */
  async parseEnd(): Promise<FileRecord[]> {
    this.end();
    this.resume();
    await finished(this).catch(() => {});
    return this.takeRecords();
  }

  private takeRecords(): FileRecord[] {
    if (this.errored) throw this.syntaxError(this.errored);
    const records = this.records;
    this.records = [];
    return records;
  }

  private syntaxError(error: Error): Error {
    if (!(error instanceof CsvError)) return error;
    const line = this.nextLine + Number(error.empty_lines ?? this.emptyLines) - this.emptyLines;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return new CsvSyntaxError(line, IMPORT_MESSAGES.unclosedQuote());
    }
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      return new CsvSyntaxError(line, IMPORT_MESSAGES.recordTooLong(this.maxRecordLength));
    }
    return error;
  }
}

const CR_BYTE = Buffer.from([CR]);

/**
 * Turns chunks read into records: checks the bytes are UTF-8, holds the first chunks until the
 * header line is whole when the delimiter is to be detected, then feeds a RecordParser.
 */
class CsvChunks {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private parser: RecordParser | null = null;
  /** The chunks read before the parser started, and their text. */
  private held: (Buffer | string)[] = [];
  private heldText = '';
  /** A CR ending the last chunk: dropped at the end of the file, as part of the line break. */
  private heldCr = false;

  constructor(private readonly options: CsvReadOptions) {}

  read(input: Buffer | string): FileRecord[] {
    const text = this.decode(input, false);
    let chunk = input;
    if (this.heldCr) {
      chunk = typeof chunk === 'string' ? `\r${chunk}` : Buffer.concat([CR_BYTE, chunk]);
      this.heldCr = false;
    }
    const last = chunk.length - 1;
    if (last >= 0 && (typeof chunk === 'string' ? chunk.charCodeAt(last) : chunk[last]) === CR) {
      this.heldCr = true;
      chunk = chunk.slice(0, last);
    }
    if (this.parser !== null) return chunk.length > 0 ? this.parser.parseChunk(chunk) : [];
    this.held.push(chunk);
    this.heldText += text;
    if (this.options.delimiter === undefined && !this.heldText.includes('\n')) return [];
    return this.start().records;
  }

  async end(): Promise<FileRecord[]> {
    this.decode(Buffer.alloc(0), true);
    if (this.parser !== null) return this.parser.parseEnd();
    if (this.held.length === 0) return [];
    const { parser, records } = this.start();
    return [...records, ...(await parser.parseEnd())];
  }

  close() {
    this.parser?.destroy();
  }

  /** Starts the parser once the delimiter is known, and feeds it the chunks held till then. */
  private start(): { parser: RecordParser; records: FileRecord[] } {
    let delimiter = this.options.delimiter;
    if (delimiter === undefined) {
      delimiter = detectDelimiter(this.heldText);
      this.options.onDelimiter?.(delimiter);
    }
    const parser = new RecordParser(
      delimiter,
      this.options.maxRecordLength ?? DEFAULT_MAX_RECORD_LENGTH,
    );
    this.parser = parser;
    const records = this.held.flatMap((chunk) =>
      chunk.length > 0 ? parser.parseChunk(chunk) : [],
    );
    this.held = [];
    this.heldText = '';
    return { parser, records };
  }

  private decode(chunk: Buffer | string, final: boolean): string {
    try {
      return typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: !final });
    } catch {
      throw new ImportFileError(IMPORT_FILE_MESSAGES.notUtf8);
    }
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
  const chunks = new CsvChunks(options);
  try {
    for await (const chunk of input as AsyncIterable<Buffer | string>) {
      const records = chunks.read(chunk);
      if (records.length > 0) yield records;
    }
    const records = await chunks.end();
    if (records.length > 0) yield records;
  } finally {
    chunks.close();
  }
}

/** Reads CSV records one by one (see readCsvBatches). */
export async function* readCsv(
  input: Readable,
  options: CsvReadOptions = {},
): AsyncGenerator<FileRecord> {
  for await (const batch of readCsvBatches(input, options)) yield* batch;
}
