/**
 * Ties each import kind's documented layout (contracts) to the table it fills, and finds the
 * layout's columns in a file's header: matched case-insensitively, in any order.
 */
import {
  IMPORT_LAYOUTS,
  IMPORT_MESSAGES,
  type ImportKind,
  type ImportLayout,
  type RowIssue,
} from '@outlet-pulse/contracts';
import type { SalesTable } from '../../sales-data';

export const IMPORT_TABLES = {
  outlets: 'outlets',
  'daily-sales': 'daily_sales',
  'category-sales': 'daily_category_sales',
  traffic: 'daily_traffic',
  targets: 'monthly_targets',
  companies: 'companies',
  categories: 'product_categories',
  'outlet-types': 'outlet_types',
  'outlet-groups': 'outlet_groups',
  employees: 'employees',
} as const satisfies Record<ImportKind, SalesTable | 'employees'>;

export type ImportTable = (typeof IMPORT_TABLES)[ImportKind];

/** A header name as compared: trimmed, lower case, spaces and dashes read as `_`. */
export function normalizeColumnName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export interface HeaderMatch {
  layout: ImportLayout;
  /** For each layout column (in layout order), the index of its cell in a record, or -1. */
  cellIndexes: number[];
  /** How many cells the header names; cells past it must be empty. */
  width: number;
  issues: RowIssue[];
  /** False when a required column is missing: no row can be read then. */
  usable: boolean;
}

/** Finds the columns of `kind` in the header cells of the file, which start on `line`. */
export function matchHeader(
  kind: ImportKind,
  header: readonly string[],
  line: number,
): HeaderMatch {
  const layout = IMPORT_LAYOUTS[kind];
  const cellIndexes = layout.columns.map(() => -1);
  const issues: RowIssue[] = [];
  let width = header.length;
  // Spreadsheets often leave empty cells at the end of the header: they name nothing.
  while (width > 0 && (header[width - 1] as string).trim() === '') width--;

  for (let cell = 0; cell < width; cell++) {
    const raw = (header[cell] as string).trim();
    if (raw === '') {
      issues.push({ line, column: null, reason: IMPORT_MESSAGES.unnamedColumn(cell + 1) });
      continue;
    }
    const name = normalizeColumnName(raw);
    const column = layout.columns.findIndex((candidate) => candidate.name === name);
    if (column === -1) {
      issues.push({ line, column: raw, reason: IMPORT_MESSAGES.unknownColumn(raw) });
    } else if (cellIndexes[column] !== -1) {
      issues.push({ line, column: name, reason: IMPORT_MESSAGES.duplicateColumn(name) });
    } else {
      cellIndexes[column] = cell;
    }
  }

  const missing = layout.columns
    .filter((column, index) => column.required && cellIndexes[index] === -1)
    .map((column) => column.name);
  if (missing.length > 0) {
    issues.unshift({ line, column: null, reason: IMPORT_MESSAGES.missingColumns(missing) });
  }
  return { layout, cellIndexes, width, issues, usable: missing.length === 0 };
}
