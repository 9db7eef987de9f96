import { describe, expect, it } from 'vitest';
import { layoutSheet, xlsxFileName } from './sheet-layout';

describe('the spreadsheet layout of a table', () => {
  const table = {
    title: 'ACHIEVEMENT DETAIL Mar 2026',
    columns: [
      { header: 'ID' },
      { header: 'MTD MAR 2026', columns: [{ header: 'NETT' }, { header: '%' }] },
      { header: 'GROWTH', columns: [{ header: 'MTD' }, { header: 'YTD' }] },
    ],
    sections: [
      {
        rows: [
          [
            { value: 'TOTAL', bold: true },
            { value: 28106346956, numFmt: '#,##0', bold: true },
            { value: 96.7, numFmt: '0.00"%"', tone: 'bad' as const, bold: true },
            { value: 0.31, numFmt: '0.00"%"', bold: true },
            { value: null, bold: true },
          ],
        ],
      },
    ],
  };

  it('merges a group heading over its sub-columns and a shallow heading down to the last heading row', () => {
    const layout = layoutSheet(table);
    expect(layout.rows[1]?.map((cell) => cell?.value)).toEqual([
      'ID',
      'MTD MAR 2026',
      undefined,
      'GROWTH',
    ]);
    expect(layout.rows[2]?.map((cell) => cell?.value)).toEqual([
      undefined,
      'NETT',
      '%',
      'MTD',
      'YTD',
    ]);
    expect(layout.merges).toEqual([
      { top: 1, left: 1, bottom: 1, right: 5 },
      { top: 2, left: 1, bottom: 3, right: 1 },
      { top: 2, left: 2, bottom: 2, right: 3 },
      { top: 2, left: 4, bottom: 2, right: 5 },
    ]);
    expect(layout.firstBodyRow).toBe(4);
    expect(layout.columnCount).toBe(5);
  });

  it('keeps numbers as numbers with their format, tone and weight', () => {
    const body = layoutSheet(table).rows[3];
    expect(body?.[1]).toEqual({ value: 28106346956, numFmt: '#,##0', bold: true });
    expect(body?.[2]).toEqual({ value: 96.7, numFmt: '0.00"%"', tone: 'bad', bold: true });
    expect(body?.[4]?.value).toBeNull();
  });

  it('puts a heading row across the table above each block', () => {
    const layout = layoutSheet({
      columns: [{ header: '2026' }, { header: 'Jan' }],
      sections: [
        { title: 'Aruna Apparel (KCG01)', rows: [[{ value: 'GROWTH' }, { value: 11.05 }]] },
        { title: 'Nusa Denim (KCG03)', rows: [[{ value: 'GROWTH' }, { value: -2 }]] },
      ],
    });
    expect(layout.rows.map((row) => row[0]?.value)).toEqual([
      '2026',
      'Aruna Apparel (KCG01)',
      'GROWTH',
      'Nusa Denim (KCG03)',
      'GROWTH',
    ]);
    expect(layout.merges).toEqual([
      { top: 2, left: 1, bottom: 2, right: 2 },
      { top: 4, left: 1, bottom: 4, right: 2 },
    ]);
    expect(layout.firstBodyRow).toBe(2);
  });
});

describe('the download name', () => {
  it('is the name, a timestamp and .xlsx', () => {
    const at = new Date(2026, 10, 22, 9, 45, 2);
    expect(xlsxFileName('SALES SUMMARY KCG01 2026', at)).toBe(
      'SALES SUMMARY KCG01 2026_20261122-094502.xlsx',
    );
  });

  it('leaves out characters a file name may not hold', () => {
    const at = new Date(2026, 0, 1, 0, 0, 0);
    expect(xlsxFileName('A/B: "C"?', at)).toBe('A-B- -C-_20260101-000000.xlsx');
    expect(xlsxFileName('  ', at)).toBe('table_20260101-000000.xlsx');
  });
});
