import { describe, expect, it } from 'vitest';
import {
  cellLook,
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
        { id: 'nett', header: 'NETT', kind: 'rupiahShort', value: (row) => row.nett },
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
    expect(cellText(nett, row)).toBe('Rp. 1,7 B');
    expect(cellLook(nett, row).exact).toBe('Rp. 1.658.319.450');
    expect(cellText(percent, row)).toBe('103,40%');
    expect(cellText(percent, model.sections[0]?.rows[2] as Row)).toBe('');
  });

  it('becomes a sheet with the same headings, exact amounts and real percents', () => {
    const sheet = toSheetTable(model, 'ACHIEVEMENT DETAIL Mar 2026');
    expect(sheet.title).toBe('ACHIEVEMENT DETAIL Mar 2026');
    expect(sheet.columns).toEqual([
      { header: 'OUTLET' },
      { header: 'MTD MAR 2026', columns: [{ header: 'NETT' }, { header: '%' }] },
    ]);
    expect(sheet.sections[0]?.rows).toEqual([
      [
        { value: 'TOTAL', bold: true },
        { value: 28106346956, numFmt: '"Rp. "#,##0', bold: true },
        { value: 0.967, numFmt: '0.00%', tone: 'bad', bold: true },
      ],
      [
        { value: 'ARUNA GRAND INDONESIA' },
        { value: 1658319450, numFmt: '"Rp. "#,##0' },
        { value: 1.034, numFmt: '0.00%', tone: 'good' },
      ],
      [{ value: 'NEW OUTLET' }, { value: null }, { value: null }],
    ]);
  });

  it('adds the rows only the sheet holds after each section, and names a column note', () => {
    const sheet = toSheetTable({
      ...model,
      columns: [{ ...(model.columns[0] as TableColumn<Row>), note: 'MTD' }],
      sections: [
        {
          id: 'all',
          rows: [{ name: 'A', nett: 1, percent: 1, flag: 'X' }],
          sheetRows: [{ name: 'B', nett: 2, percent: 2, flag: 'X' }],
        },
      ],
    });
    expect(sheet.columns).toEqual([{ header: 'OUTLET MTD' }]);
    expect(sheet.sections[0]?.rows.map((cells) => cells[0]?.value)).toEqual(['A', 'B']);
  });
});

describe('a cell look', () => {
  const growth = (arrows: TableColumn<Row>['arrows'], kind: 'percent' | 'pp' = 'percent') =>
    ({
      id: 'growth',
      header: 'GROWTH',
      kind,
      value: (row: Row) => row.percent,
      flag: (row: Row) => row.flag,
      arrows,
    }) satisfies TableColumn<Row>;
  const row = (percent: number | null, flag: Row['flag']): Row => ({
    name: 'x',
    nett: null,
    percent,
    flag,
  });

  it('takes arrow and colour from the flag: Y up and green, N down and red', () => {
    expect(cellLook(growth(true), row(11.05, 'Y'))).toEqual({
      text: '11,05%',
      tone: 'good',
      arrow: 'up',
    });
    expect(cellLook(growth(true), row(-3.2, 'N'))).toMatchObject({ tone: 'bad', arrow: 'down' });
    expect(cellLook(growth(true), row(5, 'X'))).toEqual({ text: '5,00%' });
  });

  it('shows no arrow or colour beside a change that rounds to 0,00', () => {
    expect(cellLook(growth(true), row(0.004, 'Y'))).toEqual({ text: '0,00%' });
    expect(cellLook(growth('value', 'pp'), row(-0.001, 'Y'))).toEqual({ text: '0,00 pp' });
  });

  it('reads lower-is-better flags the other way: a worse month went up', () => {
    expect(cellLook(growth('lower-is-better'), row(14.03, 'N'))).toMatchObject({
      tone: 'bad',
      arrow: 'up',
    });
    expect(cellLook(growth('lower-is-better'), row(7.41, 'Y'))).toMatchObject({
      tone: 'good',
      arrow: 'down',
    });
  });

  it('points a pp change by its sign and colours it by the flag', () => {
    expect(cellLook(growth('value', 'pp'), row(0.35, 'N'))).toEqual({
      text: '+0,35 pp',
      tone: 'bad',
      arrow: 'up',
    });
    expect(cellLook(growth('value', 'pp'), row(-1.2, 'Y'))).toEqual({
      text: '-1,20 pp',
      tone: 'good',
      arrow: 'down',
    });
  });
});
