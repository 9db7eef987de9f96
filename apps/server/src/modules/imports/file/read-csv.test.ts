import { Readable } from 'node:stream';
import { IMPORT_FILE_MESSAGES, IMPORT_MESSAGES } from '@outlet-pulse/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-file-error';
import {
  type CsvDelimiter,
  type CsvReadOptions,
  CsvSyntaxError,
  detectDelimiter,
  type FileRecord,
  readCsv,
  readCsvBatches,
} from './read-csv';

async function readAll(
  chunks: readonly (string | Buffer)[],
  options: CsvReadOptions = {},
): Promise<FileRecord[]> {
  const records: FileRecord[] = [];
  for await (const record of readCsv(Readable.from(chunks), options)) records.push(record);
  return records;
}

/** The bytes of `text` in chunks of `size` bytes, cutting through characters. */
function byteChunks(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    chunks.push(bytes.subarray(start, start + size));
  }
  return chunks;
}

describe('readCsv', () => {
  it('reads comma-separated records with the line each starts on', async () => {
    const records = await readAll(['outlet_id,date,visitors\nKCG01-0001,2026-10-01,412\n']);
    expect(records).toEqual([
      { line: 1, cells: ['outlet_id', 'date', 'visitors'] },
      { line: 2, cells: ['KCG01-0001', '2026-10-01', '412'] },
    ]);
  });

  it('strips a UTF-8 byte order mark, from bytes and from text', async () => {
    const text = '\uFEFFa,b\n1,2\n';
    expect((await readAll([Buffer.from(text, 'utf8')]))[0]?.cells).toEqual(['a', 'b']);
    expect((await readAll([text]))[0]?.cells).toEqual(['a', 'b']);
    expect((await readAll(byteChunks(text, 1)))[0]?.cells).toEqual(['a', 'b']);
  });

  it('detects a semicolon delimiter from the header, ignoring quoted commas', async () => {
    let told: CsvDelimiter | undefined;
    const records = await readAll(['"a,b";c;d\n1.234,5;"x;y";z\n'], {
      onDelimiter: (delimiter) => {
        told = delimiter;
      },
    });
    expect(told).toBe(';');
    expect(records[1]?.cells).toEqual(['1.234,5', 'x;y', 'z']);
    expect(detectDelimiter('a,b,c')).toBe(',');
    expect(detectDelimiter('"x;y;z",b')).toBe(',');
    expect(detectDelimiter('a;b,c;d')).toBe(';');
  });

  it('honours a delimiter given by the caller', async () => {
    const records = await readAll(['a;b,c\n1;2,3\n'], { delimiter: ',' });
    expect(records[1]?.cells).toEqual(['1;2', '3']);
  });

  it('reads quoted values with doubled quotes and delimiters inside', async () => {
    const records = await readAll(['name,city\n"ARUNA ""PLAZA"", LT 2",Jakarta\n"",""\n']);
    expect(records[1]?.cells).toEqual(['ARUNA "PLAZA", LT 2', 'Jakarta']);
    expect(records[2]?.cells).toEqual(['', '']);
  });

  it('keeps line breaks inside quotes and counts them in later line numbers', async () => {
    const records = await readAll(['a,b\n"one\ntwo\r\nthree",x\nlast,y\n']);
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['one\ntwo\r\nthree', 'x'] },
      { line: 5, cells: ['last', 'y'] },
    ]);
  });

  it('reads CRLF and LF line ends alike and skips fully empty lines', async () => {
    const records = await readAll(['a,b\r\n\r\n1,2\r\n\n3,"4"\r\n\r\n']);
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2'] },
      { line: 5, cells: ['3', '4'] },
    ]);
  });

  it('reads a last record without a line end, and a trailing delimiter as an empty cell', async () => {
    expect(await readAll(['a,b\n1,'])).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', ''] },
    ]);
    expect((await readAll(['a,b\r\n"1",2\r']))[1]?.cells).toEqual(['1', '2']);
  });

  it('keeps a quote inside an unquoted value, and text after a closing quote', async () => {
    const records = await readAll(['a,b\n12" screen,"x" y\n']);
    // csv-parse (relax_quotes) keeps the quotes of a value with text after its closing quote.
    expect(records[1]?.cells).toEqual(['12" screen', '"x" y']);
  });

  it('reads records split across chunks at every point, multi-byte characters included', async () => {
    const text =
      'outlet_id;name;city\r\n' +
      'KCG01-0001;"Café ""Ñusa""; lt.2";Jakarta\r\n' +
      '\r\n' +
      'KCG01-0002;"two\nlines ✓";"Bandung"\n' +
      'KCG01-0003;plain;Surabaya';
    const expected = await readAll([text]);
    expect(expected).toHaveLength(4);
    expect(expected[3]).toEqual({ line: 6, cells: ['KCG01-0003', 'plain', 'Surabaya'] });
    for (let size = 1; size <= 9; size++) {
      expect(await readAll(byteChunks(text, size))).toEqual(expected);
    }
  });

  it('reads any quoted content back exactly, however the bytes are chunked', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', ',', ';', '"', '\n', '\r\n', ' ') });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 17 }),
        async (rows, chunkSize) => {
          const header = ['h1', 'h2', 'h3', 'h4'].slice(0, rows[0]?.length ?? 2);
          const text = [header, ...rows]
            .map((row) => row.map((value) => `"${value.replaceAll('"', '""')}"`).join(','))
            .join('\n');
          const records = await readAll(byteChunks(text, chunkSize));
          expect(records.map((record) => record.cells)).toEqual([header, ...rows]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('yields batches of records, one per chunk read', async () => {
    const batches: FileRecord[][] = [];
    for await (const batch of readCsvBatches(Readable.from(['a\n1\n2', '\n3\n']))) {
      batches.push(batch);
    }
    // csv-parse holds back the last characters of a chunk until it sees what follows them, so
    // a record ending there comes with the next chunk (or the end).
    expect(batches.map((batch) => batch.map((record) => record.cells[0]))).toEqual([
      ['a'],
      ['1'],
      ['2', '3'],
    ]);
  });

  it('refuses a quote that is never closed, naming the line it starts on', async () => {
    const reading = readAll(['a,b\n1,2\n3,"never closed\n4,5\n']);
    await expect(reading).rejects.toThrow(CsvSyntaxError);
    await expect(reading).rejects.toMatchObject({
      line: 3,
      message: IMPORT_MESSAGES.unclosedQuote(),
    });
  });

  it('refuses a record longer than the limit instead of buffering it', async () => {
    const reading = readAll(['a,b\n1,"', 'x'.repeat(5000), 'y'.repeat(5000)], {
      maxRecordLength: 4096,
    });
    await expect(reading).rejects.toMatchObject({
      line: 2,
      message: IMPORT_MESSAGES.recordTooLong(4096),
    });
  });

  it('refuses bytes that are not UTF-8', async () => {
    const reading = readAll([Buffer.from('a,b\n'), Buffer.from([0x31, 0x2c, 0xe9, 0x0a])]);
    await expect(reading).rejects.toThrow(ImportFileError);
    await expect(reading).rejects.toThrow(IMPORT_FILE_MESSAGES.notUtf8);
  });
});
