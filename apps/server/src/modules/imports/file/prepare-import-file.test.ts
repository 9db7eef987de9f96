import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { IMPORT_FILE_MESSAGES, importPreviewSchema } from '@outlet-pulse/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFileError } from './import-file-error';
import { type PrepareImportOptions, prepareImportFile } from './prepare-import-file';
import { templateXlsx } from './templates';
import { buildImportContext, type ScratchFolder, scratchFolder } from './test-factories';

const DAILY_HEADER = 'outlet_id,date,gross,markdown,vip,promo,nett,units,transactions';

describe('prepareImportFile', () => {
  let folder: ScratchFolder;
  let output: string;
  beforeAll(async () => {
    folder = await scratchFolder();
    output = await folder.file('normalized.csv');
  });
  afterAll(() => folder.remove());

  async function prepare(
    name: string,
    content: string | Uint8Array,
    options: Partial<PrepareImportOptions> = {},
  ) {
    const filePath = await folder.file(name, content);
    return prepareImportFile({
      kind: 'daily-sales',
      filePath,
      fileName: name,
      context: buildImportContext(),
      outputPath: output,
      ...options,
    });
  }

  it('turns an Indonesian CSV with a BOM, semicolons and CRLF into the bulk file', async () => {
    const content =
      '\uFEFFOutlet_ID;Date;Gross;Markdown;VIP;Promo;Nett;Units;Transactions\r\n' +
      'KCG01-0003;2026-10-01;18.500.000;1.480.000;370.000;555.000;16.095.000;98;54\r\n' +
      ';;;;;;;;\r\n' +
      '\r\n' +
      'KCG02-0004;2026-10-02;12.600.000;1.260.000;252.000;378.000;10.710.000;30;25\r\n';
    const progress: number[] = [];
    const prepared = await prepare('sales.csv', content, {
      onProgress: (bytesRead, total) => progress.push(bytesRead / total),
    });

    expect(await readFile(output, 'utf8')).toBe(
      'KCG01-0003,2026-10-01,18500000,1480000,370000,555000,16095000,98,54\n' +
        'KCG02-0004,2026-10-02,12600000,1260000,252000,378000,10710000,30,25\n',
    );
    expect(importPreviewSchema.parse(prepared)).toEqual({
      kind: 'daily-sales',
      fileName: 'sales.csv',
      format: 'csv',
      numberFormat: 'id',
      rows: 2,
      header: [
        'Outlet_ID',
        'Date',
        'Gross',
        'Markdown',
        'VIP',
        'Promo',
        'Nett',
        'Units',
        'Transactions',
      ],
      preview: [
        [
          'KCG01-0003',
          '2026-10-01',
          '18.500.000',
          '1.480.000',
          '370.000',
          '555.000',
          '16.095.000',
          '98',
          '54',
        ],
        [
          'KCG02-0004',
          '2026-10-02',
          '12.600.000',
          '1.260.000',
          '252.000',
          '378.000',
          '10.710.000',
          '30',
          '25',
        ],
      ],
      issues: [],
      issueCount: 0,
      periods: ['2026-10'],
      firstDate: '2026-10-01',
      lastDate: '2026-10-02',
    });
    expect(prepared).toMatchObject({
      table: 'daily_sales',
      outputPath: output,
      validRows: 2,
      outletIds: ['KCG01-0003', 'KCG02-0004'],
      keyRange: { from: '2026-10-01', to: '2026-10-02' },
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('reads plain numbers from a comma CSV unless told otherwise', async () => {
    const content = `${DAILY_HEADER}\nKCG01-0003,2026-10-01,18500000,1480000,370000,555000,16095000,98,54\n`;
    expect((await prepare('plain.csv', content)).numberFormat).toBe('plain');
    const told = await prepare('told.csv', content, { numberFormat: 'id' });
    expect(told.numberFormat).toBe('id');
    expect(told.issueCount).toBe(0);
  });

  it('reads an .xlsx workbook, even one named .csv, from its first or a named sheet', async () => {
    const prepared = await prepare('sales.csv', await templateXlsx('daily-sales'));
    expect(prepared).toMatchObject({
      format: 'xlsx',
      numberFormat: 'plain',
      rows: 2,
      issueCount: 0,
    });
    expect(await readFile(output, 'utf8')).toBe(
      'KCG01-0003,2026-10-01,18500000,1480000,370000,555000,16095000,98,54\n' +
        'KCG02-0004,2026-10-01,12600000,1260000,252000,378000,10710000,30,25\n',
    );

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['read me']);
    const traffic = workbook.addWorksheet('Traffic');
    traffic.addRow(['outlet_id', 'date', 'visitors']);
    traffic.addRow(['KCG01-0003', new Date(Date.UTC(2026, 9, 3)), 388]);
    const book = Buffer.from(await workbook.xlsx.writeBuffer());
    const named = await prepare('traffic.xlsx', book, { kind: 'traffic', sheet: 'Traffic' });
    expect(named).toMatchObject({ rows: 1, issueCount: 0, table: 'daily_traffic' });
    expect(await readFile(output, 'utf8')).toBe('KCG01-0003,2026-10-03,388\n');
    await expect(
      prepare('traffic.xlsx', book, { kind: 'traffic', sheet: 'Visitors' }),
    ).rejects.toThrow(IMPORT_FILE_MESSAGES.unknownSheet('Visitors', ['Notes', 'Traffic']));
  });

  it('refuses disguised and oversized files as a whole', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    await expect(prepare('sales.csv', png)).rejects.toThrow(ImportFileError);
    const workbook = await templateXlsx('traffic');
    await expect(
      prepare('traffic.xlsx', workbook, { kind: 'traffic', limits: { maxEntries: 3 } }),
    ).rejects.toMatchObject({ kind: 'too-large' });
  });

  it('keeps 200 issues but counts them all, and keeps the good rows apart', async () => {
    const lines = [DAILY_HEADER];
    for (let day = 1; day <= 250; day++) {
      const date = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
      lines.push(`KCG01-0999,${date},100,0,0,0,100,1,1`);
      lines.push(`KCG01-0003,${date},100,0,0,0,100,1,1`);
    }
    const prepared = await prepare('many.csv', `${lines.join('\n')}\n`);
    expect(prepared.rows).toBe(500);
    expect(prepared.validRows).toBe(250);
    expect(prepared.issueCount).toBe(250);
    expect(prepared.issues).toHaveLength(200);
    expect(prepared.issues[199]).toEqual({
      line: 400,
      column: 'outlet_id',
      reason: 'unknown outlet KCG01-0999',
    });
    expect(prepared.preview).toHaveLength(20);
    expect(prepared.periods).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
    ]);
  });

  it('says when a file has no data rows', async () => {
    const headerOnly = await prepare('empty.csv', `${DAILY_HEADER}\r\n\r\n`);
    expect(headerOnly.issues).toEqual([
      { line: 1, column: null, reason: 'the file has no data rows' },
    ]);
    const blank = await prepare('blank.csv', '\n\n  \n');
    expect(blank.issues).toEqual([{ line: 1, column: null, reason: 'the file has no data rows' }]);
    expect(blank.header).toEqual([]);
  });

  it('stops at a header that lacks a column', async () => {
    const prepared = await prepare('short.csv', 'outlet_id,date,gross\nKCG01-0003,2026-10-01,1\n');
    expect(prepared.rows).toBe(0);
    expect(prepared.issues).toEqual([
      {
        line: 1,
        column: null,
        reason: 'missing columns markdown, vip, promo, nett, units, transactions',
      },
    ]);
    expect(await readFile(output, 'utf8')).toBe('');
  });

  it('reports an unclosed quote at its line and stops there', async () => {
    const content = `${DAILY_HEADER}\nKCG01-0003,2026-10-01,100,0,0,0,100,1,1\n"KCG01-0003,2026-10-02,1\n`;
    const prepared = await prepare('quote.csv', content);
    expect(prepared.issues).toEqual([
      { line: 3, column: null, reason: 'a quoted value is never closed' },
    ]);
    expect(prepared.rows).toBe(1);
  });

  it('quotes outlet names and cities that need it in the bulk file', async () => {
    const content =
      'outlet_id,name,company,type,group,city,open_date,close_date,active\n' +
      'KCG01-0901,"ARUNA ""NEW"", LT 2",KCG01,STORES,O,"Jakarta\nSelatan",2026-10-01,2026-12-31,yes\n';
    const prepared = await prepare('outlets.csv', content, { kind: 'outlets' });
    expect(prepared.issueCount).toBe(0);
    expect(prepared).toMatchObject({
      table: 'outlets',
      periods: [],
      firstDate: null,
      keyRange: null,
    });
    expect(await readFile(output, 'utf8')).toBe(
      'KCG01-0901,"ARUNA ""NEW"", LT 2",KCG01,STORES,O,"Jakarta\nSelatan",2026-10-01,2026-12-31,true\n',
    );
  });

  it('leaves no bulk file behind when the workbook cannot be read', async () => {
    const broken = Buffer.from(await templateXlsx('traffic'));
    // Damage the compressed parts but keep the directory the inspection reads.
    broken.fill(0x41, 60, broken.length - 1200);
    await expect(prepare('broken.xlsx', broken, { kind: 'traffic' })).rejects.toThrow(
      ImportFileError,
    );
    expect(existsSync(output)).toBe(false);
  });
});
