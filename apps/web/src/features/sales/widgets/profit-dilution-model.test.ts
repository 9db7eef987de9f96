import { type DilutionRow, MONTH_NAMES } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import {
  cellLook,
  leafColumns,
  type TableColumn,
  toSheetTable,
} from '../../../components/data-table/table-model';
import { buildChartOption } from '../../../lib/charts/chart-option';
import {
  type DilutionEntry,
  dilutionChart,
  dilutionColumns,
  dilutionDetailQuery,
  dilutionFocusColumn,
  dilutionRows,
  kindOfRow,
  kindRows,
  lastMonthIndex,
} from './profit-dilution-model';
import { buildRunningMonth, buildSeries, drawn, tooltipAt } from './test-answers';

function buildRow(name: string, first: number | null): DilutionRow {
  const row: Record<string, unknown> = {
    name,
    totalYTD: 9,
    totalYTDLast: 8.99,
    growth: 0.03,
    growthColor: 'N',
  };
  for (const month of MONTH_NAMES) {
    row[month] = month === 'Jan' ? first : null;
    row[`${month}Color`] = month === 'Jan' ? 'Y' : 'X';
    row[`${month}Toolip`] = `${month} 2026: - · ${month} 2025: -`;
  }
  return row as DilutionRow;
}

const tables = {
  tableMarkdown: buildRow('MARKDOWN', 13.87),
  tableVip: buildRow('VIP', 2.03),
  tablePromo: buildRow('PROMO', 2.84),
  tableTotal: buildRow('TOTAL', 18.74),
};

describe('the profit dilution chart', () => {
  it('draws a % line per kind on the Dilution Summary axis, every line clickable', () => {
    const option = buildChartOption(
      dilutionChart(['Jan'], [buildSeries('MARKDOWN', [13.87]), buildSeries('TOTAL', [18.74])]),
    );
    const [axis] = drawn(option).axes;
    expect(axis?.name).toBe('Dilution Summary');
    expect(axis?.max).toBe(20);
    expect(axis?.axisLabel.formatter(15)).toBe('15%');
    expect(drawn(option).series.map((line) => line.cursor)).toEqual(['pointer', 'pointer']);
  });
});

describe('the profit dilution table', () => {
  const rows = dilutionRows('KCG01', tables);

  it('has MARKDOWN, VIP, PROMO and TOTAL with 12 months, YTD, last YTD and growth', () => {
    const columns = dilutionColumns(2026);
    expect(leafColumns(columns).map((column) => column.header)).toEqual([
      '2026',
      ...MONTH_NAMES,
      'YTD 2026',
      'YTD 2025',
      'GROWTH',
    ]);
    const sheet = toSheetTable({
      columns,
      sections: [{ id: 'd', rows }],
      rowId: (e) => String(e.row.name),
    });
    const values = sheet.sections[0]?.rows.map((cells) => [
      cells[0]?.value,
      cells[1]?.value,
      ...cells.slice(13).map((cell) => cell.value),
    ]);
    expect(values).toEqual([
      ['MARKDOWN', 0.1387, 0.09, 0.0899, 0.03],
      ['VIP', 0.0203, 0.09, 0.0899, 0.03],
      ['PROMO', 0.0284, 0.09, 0.0899, 0.03],
      ['TOTAL', 0.1874, 0.09, 0.0899, 0.03],
    ]);
    expect(sheet.sections[0]?.rows[0]?.[1]).toEqual({
      value: 0.1387,
      numFmt: '0.00%',
      tone: 'good',
    });
    // The change of the YTD % is in percentage points, not a percent of a percent.
    expect(sheet.sections[0]?.rows[0]?.[15]).toEqual({
      value: 0.03,
      numFmt: '+0.00" pp";-0.00" pp";0.00" pp"',
      tone: 'bad',
    });
  });

  it('reads a month as lower-is-better and the change in pp, its arrow from its sign', () => {
    const columns = leafColumns(dilutionColumns(2026));
    const jan = columns.find((column) => column.id === 'Jan');
    const growth = columns.find((column) => column.id === 'growth');
    const markdown = rows[0] as (typeof rows)[number];
    // Jan is flagged Y (lower than last year): green, arrow down.
    expect(cellLook(jan as TableColumn<DilutionEntry>, markdown)).toEqual({
      text: '13,87%',
      tone: 'good',
      arrow: 'down',
    });
    expect(cellLook(growth as TableColumn<DilutionEntry>, markdown)).toEqual({
      text: '+0,03 pp',
      tone: 'bad',
      arrow: 'up',
    });
  });

  it('marks the running month and opens on it', () => {
    const running = buildRunningMonth(2026, 1);
    const jan = leafColumns(dilutionColumns(2026, undefined, running))[1];
    expect(jan?.note).toBe('MTD');
    expect(dilutionFocusColumn(running, tables)).toBe('Jan');
    expect(dilutionFocusColumn(null, tables)).toBe('Jan');
    const spec = dilutionChart(['Jan'], [buildSeries('VIP', [2.03])], {
      runningMonth: running,
      rows: kindRows(tables),
    });
    expect(spec.series[0]?.partialIndex).toBe(0);
    expect(tooltipAt(spec, 0, 0, 2.03)).toEqual([
      'Jan MTD · VIP',
      '1–20 Jan 2026, 20 of 31 days',
      '2,03%',
      'Jan 2026: -',
      'Jan 2025: -',
    ]);
  });

  it('opens a kind from its name: the keyboard way to a click on its line', () => {
    const opened: string[] = [];
    const [name] = dilutionColumns(2026, (entry) => ({
      label: `Open MONTHLY CATEGORY ${kindOfRow(entry)}`,
      onActivate: () => opened.push(`${entry.company}:${kindOfRow(entry)}`),
    }));
    name?.action?.(rows[1] as (typeof rows)[number])?.onActivate();
    expect(opened).toEqual(['KCG01:VIP']);
  });

  it('asks for the detail of a kind with the year and a month', () => {
    expect(dilutionDetailQuery({ company: 'KCG01' }, 2026, 'PROMO', 2)).toEqual({
      company: 'KCG01',
      year: '2026',
      month: '3',
      kind: 'PROMO',
    });
    expect(lastMonthIndex('2026-10-31', 2026)).toBe(9);
    expect(lastMonthIndex('2026-10-31', 2025)).toBe(11);
  });
});
