import { IMPORT_FILE_MESSAGES } from '@outlet-pulse/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRecord } from './read-csv';
import { cellText, readXlsx } from './read-xlsx';
import { type ScratchFolder, scratchFolder } from './test-factories';

async function readAll(filePath: string, sheet?: string): Promise<FileRecord[]> {
  const records: FileRecord[] = [];
  for await (const record of readXlsx(filePath, { sheet })) records.push(record);
  return records;
}

describe('readXlsx', () => {
  let folder: ScratchFolder;
  let workbookPath: string;

  beforeAll(async () => {
    folder = await scratchFolder();
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Sales');
    first.addRow(['outlet_id', 'date', 'gross', 'note']);
    first.addRow(['KCG01-0003', new Date(Date.UTC(2026, 9, 1)), 18_500_000, 'plain']);
    first.addRow([
      { richText: [{ text: 'KCG01' }, { text: '-0004', font: { bold: true } }] },
      '2026-10-02',
      { formula: 'C2*2', result: 37_000_000 },
      { text: 'link', hyperlink: 'https://example.com' },
    ]);
    // Row 4 stays empty: the reader skips it and keeps the row numbers.
    first.getRow(5).values = ['KCG01-0005', true, 123_456_789_012_345_680_000, 0.5];
    first.getRow(6).values = ['', null, { error: '#N/A' }, 1e-7];
    const second = workbook.addWorksheet('Traffic Data');
    second.addRow(['outlet_id', 'date', 'visitors']);
    second.addRow(['KCG02-0004', '2026-10-01', 236]);
    workbookPath = await folder.file('book.xlsx');
    await workbook.xlsx.writeFile(workbookPath);
  });
  afterAll(() => folder.remove());

  it('reads the first sheet as text cells with their row numbers', async () => {
    expect(await readAll(workbookPath)).toEqual([
      { line: 1, cells: ['outlet_id', 'date', 'gross', 'note'] },
      { line: 2, cells: ['KCG01-0003', '2026-10-01', '18500000', 'plain'] },
      { line: 3, cells: ['KCG01-0004', '2026-10-02', '37000000', 'link'] },
      { line: 5, cells: ['KCG01-0005', 'true', '123456789012345680000', '0.5'] },
      { line: 6, cells: ['', '', '#N/A', '0.0000001'] },
    ]);
  });

  it('reads a sheet named by the caller, whatever its case', async () => {
    expect(await readAll(workbookPath, 'traffic data')).toEqual([
      { line: 1, cells: ['outlet_id', 'date', 'visitors'] },
      { line: 2, cells: ['KCG02-0004', '2026-10-01', '236'] },
    ]);
  });

  it('names the sheets there are when the one asked for is missing', async () => {
    await expect(readAll(workbookPath, 'Targets')).rejects.toMatchObject({
      name: 'ImportFileError',
      kind: 'invalid',
      message: IMPORT_FILE_MESSAGES.unknownSheet('Targets', ['Sales', 'Traffic Data']),
    });
    expect(IMPORT_FILE_MESSAGES.unknownSheet('Targets', ['Sales', 'Traffic Data'])).toBe(
      'There is no sheet named Targets; the workbook has Sales, Traffic Data.',
    );
  });

  it('refuses a damaged workbook with a clear message', async () => {
    const damaged = await folder.file(
      'damaged.xlsx',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]),
    );
    // The reader's own error text (about its code, not the file) is not shown.
    await expect(readAll(damaged)).rejects.toMatchObject({
      name: 'ImportFileError',
      message: IMPORT_FILE_MESSAGES.unreadableWorkbook,
    });
  });
});

describe('cellText', () => {
  it('writes numbers without exponents and dates as days', () => {
    expect(cellText(1e21)).toBe('1000000000000000000000');
    expect(cellText(-2.5e-8)).toBe('-0.000000025');
    expect(cellText(42)).toBe('42');
    expect(cellText(new Date(Date.UTC(2026, 1, 28)))).toBe('2026-02-28');
    expect(cellText(new Date(Date.UTC(2026, 1, 28, 13, 30)))).toBe('2026-02-28 13:30:00');
    expect(cellText({ sharedFormula: 'A1', result: new Date(Date.UTC(2026, 0, 5)) })).toBe(
      '2026-01-05',
    );
    expect(cellText({ formula: 'A1' })).toBe('');
    expect(cellText(undefined)).toBe('');
  });
});
