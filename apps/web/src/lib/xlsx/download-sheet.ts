/**
 * Writes a table to an .xlsx file and hands it to the browser as a download. exceljs is large,
 * so it is imported here on demand: it lands in its own chunk, loaded the first time someone
 * presses an Excel button.
 */
import { saveFile } from '../save-file';
import { layoutSheet, type SheetTable, xlsxFileName } from './sheet-layout';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GOOD = 'FF2B8A3E';
const BAD = 'FFC92A2A';
const HEADING_FILL = 'FFE9ECEF';

/** Builds the workbook of one table and returns its bytes. */
export async function workbookBytes(table: SheetTable, sheetName: string): Promise<ArrayBuffer> {
  const exceljs = await import('exceljs');
  // The browser build of exceljs is CommonJS: its exports arrive as the default export.
  const { Workbook } = ('default' in exceljs ? exceljs.default : exceljs) as typeof exceljs;
  const workbook = new Workbook();
  workbook.created = new Date();
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  const layout = layoutSheet(table);

  layout.rows.forEach((cells, rowIndex) => {
    cells.forEach((cell, columnIndex) => {
      if (!cell) return;
      const target = sheet.getCell(rowIndex + 1, columnIndex + 1);
      target.value = cell.value;
      if (cell.numFmt) target.numFmt = cell.numFmt;
      const color = cell.tone === 'good' ? GOOD : cell.tone === 'bad' ? BAD : undefined;
      if (cell.bold || color) {
        target.font = { bold: cell.bold === true, ...(color ? { color: { argb: color } } : {}) };
      }
      if (cell.heading) {
        target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADING_FILL } };
        target.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
      }
    });
  });
  for (const merge of layout.merges) {
    sheet.mergeCells(merge.top, merge.left, merge.bottom, merge.right);
  }
  for (let column = 1; column <= layout.columnCount; column += 1) {
    sheet.getColumn(column).width = column === 1 ? 24 : 16;
  }
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: layout.firstBodyRow - 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

/** Saves the table as '<name>_<timestamp>.xlsx' through the browser's download. */
export async function downloadSheet(table: SheetTable, name: string): Promise<void> {
  const bytes = await workbookBytes(table, name);
  saveFile(new Blob([bytes], { type: XLSX_TYPE }), xlsxFileName(name, new Date()));
}
