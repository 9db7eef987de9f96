/**
 * The addresses of the import calls: the upload's query, a template's path and the name it is
 * saved under, the history's page in the address (`?page=`) and the query of its call.
 */
import { type ImportKind, type NumberFormat, rowNumber } from '@outlet-pulse/contracts';
import type { NumberFormatChoice } from './import-labels';

export interface UploadChoice {
  kind: ImportKind;
  fileName: string;
  numberFormat: NumberFormatChoice;
  /** The sheet of an .xlsx workbook; empty for the first one. */
  sheet: string;
}

/** `kind`, `fileName`, then `numberFormat` unless 'auto', then `sheet` unless empty. */
export function uploadQueryString({ kind, fileName, numberFormat, sheet }: UploadChoice): string {
  const params = new URLSearchParams({ kind, fileName });
  if (numberFormat !== 'auto') params.set('numberFormat', numberFormat);
  const sheetName = sheet.trim();
  if (sheetName !== '') params.set('sheet', sheetName);
  return params.toString();
}

export type TemplateFormat = 'csv' | 'xlsx';

export interface TemplateChoice {
  kind: ImportKind;
  format: TemplateFormat;
  /** Only CSV templates differ by number format. */
  numberFormat: NumberFormat;
}

/** The API path of a template (without `/api/`). */
export function templatePath({ kind, format, numberFormat }: TemplateChoice): string {
  const params = new URLSearchParams({ format });
  if (format === 'csv') params.set('numberFormat', numberFormat);
  return `import/template/${encodeURIComponent(kind)}?${params.toString()}`;
}

/** 'daily-sales-template.csv', 'daily-sales-template-id.csv', 'daily-sales-template.xlsx'. */
export function templateFileName({ kind, format, numberFormat }: TemplateChoice): string {
  const suffix = format === 'csv' && numberFormat === 'id' ? '-id' : '';
  return `${kind}-template${suffix}.${format}`;
}

/** Past imports per page of the history. */
export const HISTORY_PAGE_SIZE = 10;

const PAGE_PARAM = 'page';

/** The history's page in the address; anything that is not a page number reads as page 1. */
export function readHistoryPage(params: URLSearchParams): number {
  const text = params.get(PAGE_PARAM) ?? '';
  return /^\d{1,6}$/.test(text) ? Math.max(1, Number(text)) : 1;
}

/** The address's parameters for a page: page 1 is left out; other parameters stay. */
export function writeHistoryPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  return next;
}

export function historyQueryString(page: number, limit = HISTORY_PAGE_SIZE): string {
  return new URLSearchParams({ page: String(page), limit: String(limit) }).toString();
}

/** Pages needed for `count` rows; at least one, so an empty history still has its page. */
export function pageCount(count: number, limit = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** 'Showing 11–20 of 43' for the rows of a page; nothing when there are none. */
export function shownRange(page: number, limit: number, rowsShown: number, count: number): string {
  if (rowsShown === 0) return '';
  const first = rowNumber(page, limit, 0);
  return `Showing ${first}–${first + rowsShown - 1} of ${count}`;
}
