/**
 * What a widget's table holds, described once for both of its readings: the screen (DataTable
 * renders it with TanStack Table) and the spreadsheet (toSheetTable turns it into the layout
 * the .xlsx writer takes). A column names its heading, its value and the kind of number it is;
 * the screen and the file then format the same value the same way.
 */
import type { ReactNode } from 'react';
import { NUMBER_FORMATS, type NumberKind } from '../../../lib/format';
import type { SheetCell, SheetColumn, SheetTable } from '../../../lib/xlsx/sheet-layout';
import type { StatusFlag } from './status';

export type CellValue = number | string | null;
export type Tone = 'good' | 'bad';

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
  arrows?: boolean;
  /** The server's toolip for the cell, shown on hover. */
  tooltip?: (row: Row) => string | undefined;
  /** The cell's text is a button (the keyboard's way to a chart click). */
  action?: (row: Row) => TableAction | undefined;
  /** What the screen shows instead of the formatted value. */
  render?: (row: Row) => ReactNode;
  /** The row's name: a row heading for screen readers, left-aligned. */
  rowHeader?: boolean;
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
}

export interface TableModel<Row> {
  columns: readonly TableColumn<Row>[];
  sections: readonly TableSection<Row>[];
  rowId: (row: Row) => string;
  /** Total rows are bold, on screen and in the file. */
  isTotal?: (row: Row) => boolean;
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

function sheetColumn<Row>(column: TableColumn<Row>): SheetColumn {
  return column.columns?.length
    ? { header: column.header, columns: column.columns.map(sheetColumn) }
    : { header: column.header };
}

function sheetCell<Row>(column: TableColumn<Row>, row: Row, bold: boolean): SheetCell {
  const value = column.value?.(row) ?? null;
  const cell: SheetCell = { value };
  const kind = kindOf(column, row);
  if (typeof value === 'number' && kind) cell.numFmt = NUMBER_FORMATS[kind].excel;
  const tone = toneOf(column.flag?.(row));
  if (tone && value !== null) cell.tone = tone;
  if (bold) cell.bold = true;
  return cell;
}

/** The table as the spreadsheet holds it: the same headings, values and formats. */
export function toSheetTable<Row>(model: TableModel<Row>, title?: string): SheetTable {
  const leaves = leafColumns(model.columns);
  return {
    ...(title === undefined ? {} : { title }),
    columns: model.columns.map(sheetColumn),
    sections: model.sections.map((section) => ({
      ...(section.title === undefined ? {} : { title: section.title }),
      rows: section.rows.map((row) => {
        const bold = model.isTotal?.(row) === true;
        return leaves.map((column) => sheetCell(column, row, bold));
      }),
    })),
  };
}
