import { IMPORT_KINDS, IMPORT_LAYOUTS, NUMBER_FORMATS } from '@outlet-pulse/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareImportFile } from './prepare-import-file';
import { formatWholeNumber, templateCsv, templateXlsx } from './templates';
import { buildImportContext, type ScratchFolder, scratchFolder } from './test-factories';

describe('templates', () => {
  let folder: ScratchFolder;
  beforeAll(async () => {
    folder = await scratchFolder();
  });
  afterAll(() => folder.remove());

  async function prepareTemplate(kind: (typeof IMPORT_KINDS)[number], content: string | Buffer) {
    const name = typeof content === 'string' ? `${kind}.csv` : `${kind}.xlsx`;
    return prepareImportFile({
      kind,
      filePath: await folder.file(name, content),
      fileName: name,
      context: buildImportContext(),
      outputPath: await folder.file(`${kind}.out.csv`),
    });
  }

  it('writes numbers in the declared format, with the delimiter that suits it', () => {
    expect(formatWholeNumber(16_095_000, 'id')).toBe('16.095.000');
    expect(formatWholeNumber(999, 'id')).toBe('999');
    expect(formatWholeNumber(16_095_000, 'plain')).toBe('16095000');
    expect(templateCsv('daily-sales', 'id')).toBe(
      'outlet_id;date;gross;markdown;vip;promo;nett;units;transactions\r\n' +
        'KCG01-0003;2026-10-01;18.500.000;1.480.000;370.000;555.000;16.095.000;98;54\r\n' +
        'KCG02-0004;2026-10-01;12.600.000;1.260.000;252.000;378.000;10.710.000;30;25\r\n',
    );
    expect(templateCsv('targets', 'id')).toContain('KCG01-0003;2026;10;520.000.000\r\n');
    expect(templateCsv('targets', 'plain')).toContain('KCG01-0003,2026,10,520000000\r\n');
  });

  for (const kind of IMPORT_KINDS) {
    it(`passes its own validation: ${kind}`, async () => {
      for (const numberFormat of NUMBER_FORMATS) {
        const prepared = await prepareTemplate(kind, templateCsv(kind, numberFormat));
        expect(prepared.issues).toEqual([]);
        expect(prepared).toMatchObject({ rows: 2, numberFormat, format: 'csv' });
      }
      const workbook = await prepareTemplate(kind, await templateXlsx(kind));
      expect(workbook.issues).toEqual([]);
      expect(workbook).toMatchObject({ rows: 2, format: 'xlsx' });
    });
  }

  it('makes a workbook with a bold header, numbers as numbers and dates as text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(
      await folder.file('template.xlsx', await templateXlsx('daily-sales')),
    );
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe(IMPORT_LAYOUTS['daily-sales'].title);
    expect(sheet?.getRow(1).getCell(1).value).toBe('outlet_id');
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).getCell(2).value).toBe('2026-10-01');
    expect(sheet?.getRow(2).getCell(3).value).toBe(18_500_000);
  });
});
