import { describe, expect, it } from 'vitest';
import {
  cellText,
  leafColumns,
  type TableColumn,
  type TableModel,
  toSheetTable,
} from './table-model';

interface Row {
  name: string;
  nett: number | null;
  percent: number | null;
  flag: 'Y' | 'N' | 'X';
}

const model: TableModel<Row> = {
  columns: [
    { id: 'name', header: 'OUTLET', rowHeader: true, value: (row) => row.name },
    {
      id: 'mtd',
      header: 'MTD MAR 2026',
      columns: [
        { id: 'nett', header: 'NETT', kind: 'amount', value: (row) => row.nett },
        {
          id: 'percent',
          header: '%',
          kind: 'percent',
          value: (row) => row.percent,
          flag: (row) => row.flag,
        },
      ],
    },
  ],
  sections: [
    {
      id: 'all',
      rows: [
        { name: 'TOTAL', nett: 28106346956, percent: 96.7, flag: 'N' },
        { name: 'ARUNA GRAND INDONESIA', nett: 1658319450, percent: 103.4, flag: 'Y' },
        { name: 'NEW OUTLET', nett: null, percent: null, flag: 'X' },
      ],
    },
  ],
  rowId: (row) => row.name,
  isTotal: (row) => row.name === 'TOTAL',
};

describe('a table model', () => {
  it('lists its leaf columns in order', () => {
    expect(leafColumns(model.columns).map((column) => column.id)).toEqual([
      'name',
      'nett',
      'percent',
    ]);
  });

  it('formats a cell as the screen shows it', () => {
    const [name, nett, percent] = leafColumns(model.columns) as [
      TableColumn<Row>,
      TableColumn<Row>,
      TableColumn<Row>,
    ];
    const row = model.sections[0]?.rows[1] as Row;
    expect(cellText(name, row)).toBe('ARUNA GRAND INDONESIA');
    expect(cellText(nett, row)).toBe('1.658.319.450');
    expect(cellText(percent, row)).toBe('103,40%');
    expect(cellText(percent, model.sections[0]?.rows[2] as Row)).toBe('');
  });

  it('becomes a sheet with the same headings, numbers kept as numbers in the screen format', () => {
    const sheet = toSheetTable(model, 'ACHIEVEMENT DETAIL Mar 2026');
    expect(sheet.title).toBe('ACHIEVEMENT DETAIL Mar 2026');
    expect(sheet.columns).toEqual([
      { header: 'OUTLET' },
      { header: 'MTD MAR 2026', columns: [{ header: 'NETT' }, { header: '%' }] },
    ]);
    expect(sheet.sections[0]?.rows).toEqual([
      [
        { value: 'TOTAL', bold: true },
        { value: 28106346956, numFmt: '#,##0', bold: true },
        { value: 96.7, numFmt: '0.00"%"', tone: 'bad', bold: true },
      ],
      [
        { value: 'ARUNA GRAND INDONESIA' },
        { value: 1658319450, numFmt: '#,##0' },
        { value: 103.4, numFmt: '0.00"%"', tone: 'good' },
      ],
      [{ value: 'NEW OUTLET' }, { value: null }, { value: null }],
    ]);
  });
});
