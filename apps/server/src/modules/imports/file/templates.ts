/**
 * Downloadable templates for each import kind: the header of its layout and two example rows
 * about demo outlets and master data (an existing row and a new one), as CSV (in either number format) or as an .xlsx workbook.
 */
import {
  IMPORT_LAYOUTS,
  type ImportColumnType,
  type ImportKind,
  type NumberFormat,
} from '@outlet-pulse/contracts';
import ExcelJS from 'exceljs';

type ExampleValue = string | number;

/**
 * The post both example employees hold: structure, department, division, job title and grade,
 * in the employees layout's order.
 */
const STORE_ASSISTANT_POST = [
  'D02',
  'Retail Operations',
  'DP02',
  'Store Operations',
  'Retail',
  'JT03',
  'Assistant Store Manager',
  'G03',
  'Staff',
] as const;

/**
 * Two rows per kind, in layout column order. The category rows add up to the first daily
 * row, as a real day's files would.
 */
const EXAMPLES: Record<ImportKind, readonly (readonly ExampleValue[])[]> = {
  outlets: [
    [
      'KCG01-0901',
      'ARUNA MALL ALAM SUTERA',
      'KCG01',
      'STORES',
      'O',
      'Tangerang',
      '2026-10-01',
      '',
      'true',
    ],
    [
      'KCG02-0901',
      'LANGKAH POP-UP JCC 2026',
      'KCG02',
      'EVENT',
      'O',
      'Jakarta',
      '2026-10-03',
      '2026-10-17',
      'true',
    ],
  ],
  'daily-sales': [
    ['KCG01-0003', '2026-10-01', 18_500_000, 1_480_000, 370_000, 555_000, 16_095_000, 98, 54],
    ['KCG02-0004', '2026-10-01', 12_600_000, 1_260_000, 252_000, 378_000, 10_710_000, 30, 25],
  ],
  'category-sales': [
    ['KCG01-0003', '2026-10-01', 'TOPS', 8_400_000, 672_000, 168_000, 252_000, 7_308_000, 52],
    ['KCG01-0003', '2026-10-01', 'BOTTOMS', 10_100_000, 808_000, 202_000, 303_000, 8_787_000, 46],
  ],
  traffic: [
    ['KCG01-0003', '2026-10-01', 412],
    ['KCG02-0004', '2026-10-01', 236],
  ],
  targets: [
    ['KCG01-0003', 2026, 10, 520_000_000],
    ['KCG02-0004', 2026, 10, 350_000_000],
  ],
  companies: [
    ['KCG01', 'Aruna Apparel', 1, 'false', 'true'],
    ['KCG13', 'Sinar Home Living', '', 'false', 'true'],
  ],
  categories: [
    ['TOPS', 'TOPS', 'true'],
    ['SWIMWEAR', 'SWIMWEAR', 'true'],
  ],
  'outlet-types': [
    ['STORES', 'STORES', 'true'],
    ['KIOSK', 'KIOSK', 'true'],
  ],
  'outlet-groups': [
    ['O', 'STORE', 'true'],
    ['CON', 'CONSIGNMENT', 'true'],
  ],
  employees: [
    [
      '30101',
      'Sari Wulandari',
      'sari.wulandari@kcg.example',
      '2024-03-01',
      'P',
      'J',
      'KCG01',
      ...STORE_ASSISTANT_POST,
      'KCG01-0003',
      '021-5550101',
      '',
      '',
      '',
      'true',
    ],
    [
      '30102',
      'Bima Pratama',
      'bima.pratama@kcg.example',
      '2025-07-01',
      'C',
      'J',
      'KCG02',
      ...STORE_ASSISTANT_POST,
      'KCG02-0004',
      '',
      '2025-07-01',
      '2026-06-30',
      '30101',
      'true',
    ],
  ],
};

/** The example rows of `kind`, in its layout's column order. */
export function templateRows(kind: ImportKind): readonly (readonly ExampleValue[])[] {
  return EXAMPLES[kind];
}

/** Writes a whole number as the format reads it: `1234567` or `1.234.567`. */
export function formatWholeNumber(value: number, numberFormat: NumberFormat): string {
  const digits = String(value);
  return numberFormat === 'id' ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : digits;
}

function csvField(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

/**
 * The CSV template of `kind`. Indonesian numbers come with `;` as the delimiter (their comma
 * is the decimal separator), plain ones with `,`.
 */
export function templateCsv(kind: ImportKind, numberFormat: NumberFormat): string {
  const delimiter = numberFormat === 'id' ? ';' : ',';
  const layout = IMPORT_LAYOUTS[kind];
  const lines = [layout.columns.map((column) => column.name).join(delimiter)];
  for (const row of EXAMPLES[kind]) {
    const fields = row.map((value, index) => {
      // Years and months are numbers, but no one writes a year with a thousands separator.
      const type = layout.columns[index]?.type;
      const text =
        typeof value === 'number' && type !== 'year' && type !== 'month'
          ? formatWholeNumber(value, numberFormat)
          : String(value);
      return csvField(text, delimiter);
    });
    lines.push(fields.join(delimiter));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const NUMBER_FORMAT_OF_TYPE: Partial<Record<ImportColumnType, string>> = {
  amount: '#,##0',
  count: '#,##0',
  year: '0',
  month: '0',
};

/** The .xlsx template of `kind`: a bold header, numbers as numbers, dates as text. */
export async function templateXlsx(kind: ImportKind): Promise<Buffer> {
  const layout = IMPORT_LAYOUTS[kind];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(layout.title);
  sheet.columns = layout.columns.map((column) => ({
    header: column.name,
    key: column.name,
    width: Math.max(column.name.length + 2, column.type === 'text' ? 28 : 14),
    style: { numFmt: NUMBER_FORMAT_OF_TYPE[column.type] ?? '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of EXAMPLES[kind]) sheet.addRow([...row]);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
