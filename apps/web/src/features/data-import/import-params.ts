/**
 * The addresses of the import calls: the upload's query, a template's path and the name it is
 * saved under, the history's page in the address (`?page=`) and the query of its call.
 */
import type { ImportKind, NumberFormat } from '@outlet-pulse/contracts';
import {
  pagedQueryString,
  readPage,
  writeViewParams,
} from '../../components/record-list/list-view';
import type { ListViewCodec } from '../../components/record-list/use-list-view';
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

/** The history's view in the address: its page (`?page=`), page 1 left out. */
export interface HistoryView {
  /** 1-based. */
  page: number;
}

export const historyViewCodec: ListViewCodec<HistoryView> = {
  read: (params) => ({ page: readPage(params) }),
  write: (current, { page }) => writeViewParams(current, page),
};

export function historyQueryString(page: number, limit = HISTORY_PAGE_SIZE): string {
  return pagedQueryString(page, limit);
}
