import { IMPORT_FILE_MESSAGES } from '@outlet-pulse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFileError } from './import-file-error';
import { SNIFF_BYTES, sniffBytes, sniffFile } from './sniff-file';
import { templateXlsx } from './templates';
import { type ScratchFolder, scratchFolder } from './test-factories';

const bytes = (...values: number[]) => Uint8Array.from(values);

function refusal(head: Uint8Array): string {
  try {
    sniffBytes(head);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error('not refused');
}

describe('sniffBytes', () => {
  it('takes a ZIP for a workbook and UTF-8 text for CSV', () => {
    expect(sniffBytes(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00))).toBe('xlsx');
    expect(sniffBytes(Buffer.from('outlet_id,date\nKCG01-0001,2026-10-01\n'))).toBe('csv');
    expect(sniffBytes(Buffer.from('\uFEFFoutlet_id;nama kota: Bekasi – Café\n'))).toBe('csv');
  });

  it('refuses images, documents, programs and archives by their magic bytes', () => {
    expect(refusal(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(
      IMPORT_FILE_MESSAGES.knownBinary('a PNG image'),
    );
    expect(refusal(Buffer.from('%PDF-1.7\n'))).toBe(
      IMPORT_FILE_MESSAGES.knownBinary('a PDF document'),
    );
    expect(refusal(Buffer.from('GIF89a'))).toBe(IMPORT_FILE_MESSAGES.knownBinary('a GIF image'));
    expect(refusal(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(
      IMPORT_FILE_MESSAGES.knownBinary('a JPEG image'),
    );
    expect(refusal(Buffer.from('MZ\x90\x00'))).toBe(
      IMPORT_FILE_MESSAGES.knownBinary('a Windows program'),
    );
    expect(refusal(bytes(0x7f, 0x45, 0x4c, 0x46))).toBe(
      IMPORT_FILE_MESSAGES.knownBinary('a program'),
    );
    expect(refusal(bytes(0x1f, 0x8b, 0x08))).toBe(
      IMPORT_FILE_MESSAGES.knownBinary('a gzip archive'),
    );
  });

  it('says what the file is instead', () => {
    expect(refusal(Buffer.from('%PDF-1.7\n'))).toBe(
      'The file is a PDF document, not a CSV or .xlsx file.',
    );
  });

  it('refuses an old .xls workbook with advice', () => {
    expect(refusal(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(
      IMPORT_FILE_MESSAGES.oldExcel,
    );
  });

  it('refuses empty files, UTF-16 text, NUL bytes and other encodings', () => {
    expect(refusal(bytes())).toBe(IMPORT_FILE_MESSAGES.empty);
    expect(refusal(Buffer.from('\uFEFFa,b', 'utf16le'))).toBe(IMPORT_FILE_MESSAGES.utf16);
    expect(refusal(Buffer.from('a,b\u0000c'))).toBe(IMPORT_FILE_MESSAGES.unsupported);
    expect(refusal(Buffer.from('nama,kota\nCaf\xe9,Bogor\n', 'latin1'))).toBe(
      IMPORT_FILE_MESSAGES.notUtf8,
    );
  });

  it('forgives a character cut by the end of the sample, but not by the end of the file', () => {
    const cut = Buffer.from('a,é').subarray(0, 3);
    expect(sniffBytes(cut, false)).toBe('csv');
    expect(() => sniffBytes(cut, true)).toThrow(IMPORT_FILE_MESSAGES.notUtf8);
  });
});

describe('sniffFile', () => {
  let folder: ScratchFolder;
  beforeAll(async () => {
    folder = await scratchFolder();
  });
  afterAll(() => folder.remove());

  it('judges by content, not name: a workbook named .csv, text named .xlsx', async () => {
    const workbook = await templateXlsx('traffic');
    expect(await sniffFile(await folder.file('traffic.csv', workbook))).toBe('xlsx');
    expect(await sniffFile(await folder.file('traffic.xlsx', 'outlet_id,date,visitors\n'))).toBe(
      'csv',
    );
    const pdf = await folder.file('report.csv', '%PDF-1.4\n%âãÏÓ\n');
    await expect(sniffFile(pdf)).rejects.toThrow(
      IMPORT_FILE_MESSAGES.knownBinary('a PDF document'),
    );
  });

  it('looks at the first 64 KiB only, whatever follows', async () => {
    const text = `${'a'.repeat(SNIFF_BYTES - 1)}é and then \u0000`;
    expect(await sniffFile(await folder.file('long.csv', text))).toBe('csv');
  });
});
