/**
 * A table as it goes into a spreadsheet, without exceljs: grouped headings become merged
 * cells, a block of rows (one per company) gets a heading row across the table, and every
 * number stays a number with the Excel format that shows it as the screen does. Kept pure so
 * that the layout is tested without a workbook; download-sheet.ts writes it.
 */

export interface SheetColumn {
  header: string;
  /** Sub-columns: this column is then a group heading over them. */
  columns?: readonly SheetColumn[];
}

export type SheetValue = number | string | null;

export interface SheetCell {
  value: SheetValue;
  /** An Excel number format, such as '0.00"%"'. */
  numFmt?: string;
  /** Good (green) or bad (red), as on screen. */
  tone?: 'good' | 'bad';
  /** A total row's cells are bold. */
  bold?: boolean;
}

export interface SheetSection {
  /** A heading row across the table, such as a company's name. */
  title?: string;
  rows: readonly (readonly SheetCell[])[];
}

export interface SheetTable {
  /** A line above the table, such as the widget's title and the data date. */
  title?: string;
  columns: readonly SheetColumn[];
  sections: readonly SheetSection[];
}

export interface LaidOutCell extends SheetCell {
  /** A heading cell (grey fill, centred). */
  heading?: boolean;
}

/** 1-based, inclusive, as exceljs's mergeCells takes them. */
export interface Merge {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface SheetLayout {
  /** Row by row from the first row of the sheet; a missing cell is left empty. */
  rows: LaidOutCell[][];
  merges: Merge[];
  /** The number of the first row under the headings (1-based), where panes may freeze. */
  firstBodyRow: number;
  columnCount: number;
}

function depthOf(columns: readonly SheetColumn[]): number {
  return Math.max(
    ...columns.map((column) => (column.columns?.length ? 1 + depthOf(column.columns) : 1)),
  );
}

function leafCount(column: SheetColumn): number {
  return column.columns?.length
    ? column.columns.reduce((sum, child) => sum + leafCount(child), 0)
    : 1;
}

export function layoutSheet(table: SheetTable): SheetLayout {
  const rows: LaidOutCell[][] = [];
  const merges: Merge[] = [];
  const columnCount = table.columns.reduce((sum, column) => sum + leafCount(column), 0);
  const put = (row: number, column: number, cell: LaidOutCell) => {
    while (rows.length <= row) rows.push([]);
    const cells = rows[row] as LaidOutCell[];
    cells[column] = cell;
  };
  const mergeIfWide = (merge: Merge) => {
    if (merge.bottom > merge.top || merge.right > merge.left) merges.push(merge);
  };

  let top = 0;
  if (table.title) {
    put(0, 0, { value: table.title, bold: true });
    mergeIfWide({ top: 1, left: 1, bottom: 1, right: columnCount });
    top = 1;
  }

  const depth = depthOf(table.columns);
  const placeHeadings = (columns: readonly SheetColumn[], level: number, firstColumn: number) => {
    let column = firstColumn;
    for (const heading of columns) {
      const width = leafCount(heading);
      const isGroup = Boolean(heading.columns?.length);
      const bottom = isGroup ? level : depth - 1;
      put(top + level, column, { value: heading.header, heading: true, bold: true });
      mergeIfWide({
        top: top + level + 1,
        left: column + 1,
        bottom: top + bottom + 1,
        right: column + width,
      });
      if (heading.columns?.length) placeHeadings(heading.columns, level + 1, column);
      column += width;
    }
  };
  placeHeadings(table.columns, 0, 0);

  let row = top + depth;
  const firstBodyRow = row + 1;
  for (const section of table.sections) {
    if (section.title !== undefined) {
      put(row, 0, { value: section.title, bold: true, heading: true });
      mergeIfWide({ top: row + 1, left: 1, bottom: row + 1, right: columnCount });
      row += 1;
    }
    for (const cells of section.rows) {
      cells.forEach((cell, column) => {
        put(row, column, { ...cell });
      });
      row += 1;
    }
  }
  return { rows, merges, firstBodyRow, columnCount };
}

/** Characters a file name may not hold on Windows or macOS. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|]+/g;

/**
 * The download's name: the table's name, then a timestamp, then .xlsx (spec 000 §9):
 * 'SALES SUMMARY KCG01 2026_20261122-094502.xlsx'.
 */
export function xlsxFileName(name: string, at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp =
    `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-` +
    `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  const safe = name.replace(UNSAFE_IN_FILE_NAMES, '-').replace(/\s+/g, ' ').trim() || 'table';
  return `${safe}_${stamp}.xlsx`;
}
