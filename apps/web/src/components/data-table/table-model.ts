/**
 * What a widget's table holds, described once for both of its readings: the screen (DataTable
 * renders it with TanStack Table) and the spreadsheet (toSheetTable turns it into the layout
 * the .xlsx writer takes). A column names its heading, its value and the kind of number it is;
 * the screen and the file then format the same value the same way, except where the file
 * counts differently (a percent is a real percent there) or holds more (the amounts behind the
 * percentages, in rows of their own).
 */

import { roundsToZero } from '@outlet-pulse/contracts';
import type { ReactNode } from 'react';
import { NUMBER_FORMATS, type NumberKind } from '../../lib/format';
import type { SheetCell, SheetColumn, SheetTable } from '../../lib/xlsx/sheet-layout';
import type { StatusFlag } from './status';

export type CellValue = number | string | null;
export type Tone = 'good' | 'bad';
export type Arrow = 'up' | 'down';

/**
 * Where a flagged cell's arrow comes from: `true`, the flag (Y up, N down: higher is better);
 * 'value', the sign of the value (a change in pp, whose colour still comes from the flag);
 * 'lower-is-better', the flag read the other way (dilution: N is up and red, Y down and green).
 */
export type ArrowRule = boolean | 'value' | 'lower-is-better';

/** Something a heading or a cell does when pressed, such as opening a month's detail. */
export interface TableAction {
  /** The accessible name; it holds the text the button shows. */
  label: string;
  onActivate: () => void;
}

export interface TableColumn<Row> {
  /** Unique within the table. */
  id: string;
  header: string;
  /**
   * A heading that is also a button, such as a month that opens its detail: the keyboard's
   * way to what a click on a chart point does.
   */
  headerAction?: TableAction;
  /** Sub-columns: this column is then a group heading over them. */
  columns?: readonly TableColumn<Row>[];
  /** The cell's value as the spreadsheet keeps it; null leaves the cell empty. */
  value?: (row: Row) => CellValue;
  /** How a numeric value reads; without it the value is text. */
  kind?: NumberKind;
  /**
   * How the value of one row reads, where a column holds several kinds (a GROWTH % row over an
   * ASP row, a TRAFFIC count row over a CONVERSION % row); it wins over `kind`.
   */
  rowKind?: (row: Row) => NumberKind | undefined;
  /** Green or red, from the server's flag. */
  flag?: (row: Row) => StatusFlag | undefined;
  /** Flagged cells also show an up or down arrow. */
  arrows?: ArrowRule;
  /** The server's toolip for the cell, shown on hover. */
  tooltip?: (row: Row) => string | undefined;
  /** The cell's text is a button (the keyboard's way to a chart click). */
  action?: (row: Row) => TableAction | undefined;
  /** What the screen shows instead of the formatted value. */
  render?: (row: Row) => ReactNode;
  /** The row's name: a row heading for screen readers, left-aligned. */
  rowHeader?: boolean;
  /** A second line under the heading, such as 'MTD' under the running month. */
  note?: string;
}

export interface TableSection<Row> {
  id: string;
  /** A heading row across the table, such as a company's name. */
  title?: string;
  /**
   * Buttons in the heading row, by leaf column (for example a month that opens this
   * company's detail); the first column holds the title.
   */
  titleActions?: (columnId: string) => (TableAction & { text: string }) | undefined;
  rows: readonly Row[];
  /** Rows only the spreadsheet holds, after `rows`: the amounts behind the percentages. */
  sheetRows?: readonly Row[];
}

export interface TableModel<Row> {
  columns: readonly TableColumn<Row>[];
  sections: readonly TableSection<Row>[];
  rowId: (row: Row) => string;
  /** Total rows are bold, on screen and in the file. */
  isTotal?: (row: Row) => boolean;
  /**
   * The leaf column the table shows first where it is too wide for its box (the running or
   * latest month), so that a phone opens on it without scrolling sideways.
   */
  focusColumn?: string;
}

export function leafColumns<Row>(columns: readonly TableColumn<Row>[]): TableColumn<Row>[] {
  return columns.flatMap((column) =>
    column.columns?.length ? leafColumns(column.columns) : [column],
  );
}

export function toneOf(flag: StatusFlag | undefined): Tone | undefined {
  if (flag === 'Y') return 'good';
  if (flag === 'N') return 'bad';
  return undefined;
}

/** The kind of number a cell holds: the row's own, or the column's. */
export function kindOf<Row>(column: TableColumn<Row>, row: Row): NumberKind | undefined {
  return column.rowKind?.(row) ?? column.kind;
}

/** The text a cell shows when it has no render of its own. */
export function cellText<Row>(column: TableColumn<Row>, row: Row): string {
  const value = column.value?.(row) ?? null;
  if (value === null) return '';
  const kind = kindOf(column, row);
  if (typeof value === 'number' && kind) return NUMBER_FORMATS[kind].format(value);
  return String(value);
}

/** How a cell reads: its text, colour, arrow and, where the text abbreviates, the exact figure. */
export interface CellLook {
  text: string;
  tone?: Tone;
  arrow?: Arrow;
  exact?: string;
}

/** Kinds whose value reads '0,00…' when it rounds to zero; no arrow or colour goes beside that. */
const SIGNED_KINDS: readonly NumberKind[] = ['percent', 'pp'];

function arrowOf(
  rule: ArrowRule | undefined,
  flag: StatusFlag,
  value: CellValue,
): Arrow | undefined {
  if (!rule) return undefined;
  if (rule === 'value') {
    if (typeof value !== 'number' || value === 0) return undefined;
    return value > 0 ? 'up' : 'down';
  }
  if (flag === 'X') return undefined;
  const good = flag === 'Y';
  return (rule === 'lower-is-better' ? !good : good) ? 'up' : 'down';
}

export function cellLook<Row>(column: TableColumn<Row>, row: Row): CellLook {
  const text = cellText(column, row);
  const value = column.value?.(row) ?? null;
  const kind = kindOf(column, row);
  const look: CellLook = { text };
  if (typeof value === 'number' && kind) {
    const exact = NUMBER_FORMATS[kind].exact?.(value);
    if (exact !== undefined) look.exact = exact;
  }
  const flag = column.flag?.(row);
  if (!flag || text === '') return look;
  // '▲0,00%' would say up where nothing moved: a change that rounds to zero reads neutral.
  if (typeof value === 'number' && kind && SIGNED_KINDS.includes(kind) && roundsToZero(value)) {
    return look;
  }
  const tone = toneOf(flag);
  if (tone) look.tone = tone;
  const arrow = arrowOf(column.arrows, flag, value);
  if (arrow) look.arrow = arrow;
  return look;
}

function sheetColumn<Row>(column: TableColumn<Row>): SheetColumn {
  if (column.columns?.length) {
    return { header: column.header, columns: column.columns.map(sheetColumn) };
  }
  return { header: column.note ? `${column.header} ${column.note}` : column.header };
}

function sheetCell<Row>(column: TableColumn<Row>, row: Row, bold: boolean): SheetCell {
  const value = column.value?.(row) ?? null;
  const kind = kindOf(column, row);
  const format = typeof value === 'number' && kind ? NUMBER_FORMATS[kind] : undefined;
  const cell: SheetCell = {
    value: typeof value === 'number' && format?.sheetValue ? format.sheetValue(value) : value,
  };
  if (format) cell.numFmt = format.excel;
  const { tone } = cellLook(column, row);
  if (tone && value !== null) cell.tone = tone;
  if (bold) cell.bold = true;
  return cell;
}

/**
 * The table as the spreadsheet holds it: the same headings and values in the screen's formats
 * (percentages as real percents), and each section's sheet-only rows after its own.
 */
export function toSheetTable<Row>(model: TableModel<Row>, title?: string): SheetTable {
  const leaves = leafColumns(model.columns);
  return {
    ...(title === undefined ? {} : { title }),
    columns: model.columns.map(sheetColumn),
    sections: model.sections.map((section) => ({
      ...(section.title === undefined ? {} : { title: section.title }),
      rows: [...section.rows, ...(section.sheetRows ?? [])].map((row) => {
        const bold = model.isTotal?.(row) === true;
        return leaves.map((column) => sheetCell(column, row, bold));
      }),
    })),
  };
}
