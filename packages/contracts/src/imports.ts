/**
 * Data import (issue 8): the kinds of file a person can load, the column layout of each, the
 * number formats, the preview and validation report the server answers with, and every reason
 * a row can be refused for. The web shows the layouts and reasons; the server applies them.
 */
import { z } from 'zod';
import { ALL_GROUPS_CHOICE, EMPLOYEE_LEVEL, EMPLOYEE_STATUS } from './dimensions';
import { closedPeriodMessage } from './master-data';

export const IMPORT_KINDS = [
  'outlets',
  'daily-sales',
  'category-sales',
  'traffic',
  'targets',
  'companies',
  'categories',
  'outlet-types',
  'outlet-groups',
  'employees',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindSchema = z.enum(IMPORT_KINDS);

/** The kinds that fill master lists, in the order they load: later files may use their codes. */
export const MASTER_LIST_KINDS = [
  'companies',
  'categories',
  'outlet-types',
  'outlet-groups',
  'employees',
] as const satisfies readonly ImportKind[];
export type MasterListKind = (typeof MASTER_LIST_KINDS)[number];

export function isMasterListKind(kind: ImportKind): kind is MasterListKind {
  return (MASTER_LIST_KINDS as readonly ImportKind[]).includes(kind);
}

/** 'id' = Indonesian (`1.234.567`, decimal comma); 'plain' = `1234567`, decimal point. */
export const NUMBER_FORMATS = ['plain', 'id'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];
export const numberFormatSchema = z.enum(NUMBER_FORMATS);

export const NUMBER_FORMAT_LABELS: Record<NumberFormat, string> = {
  plain: 'Plain (1234567 or 1234567.00)',
  id: 'Indonesian (1.234.567 or 1.234.567,00)',
};

export const IMPORT_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFileFormat = (typeof IMPORT_FILE_FORMATS)[number];

/** How many data rows the preview shows and how many issues the report keeps. */
export const IMPORT_PREVIEW_ROWS = 20;
export const IMPORT_ISSUE_LIMIT = 200;

/** Years a target or a sales date may fall in. */
export const IMPORT_YEAR_RANGE = { min: 2000, max: 2100 } as const;

export type ImportColumnType =
  | 'outlet'
  | 'code'
  | 'text'
  | 'date'
  | 'amount'
  | 'count'
  | 'year'
  | 'month'
  | 'boolean';

export interface ImportColumn {
  /** The header name in the file (matched case-insensitively, spaces read as `_`). */
  name: string;
  type: ImportColumnType;
  required: boolean;
  description: string;
}

export interface ImportLayout {
  kind: ImportKind;
  title: string;
  description: string;
  columns: readonly ImportColumn[];
  /** The columns that identify a row; a file may hold each key once. */
  key: readonly string[];
}

/** A column of a layout; most layouts list many, required or optional. */
const importColumn =
  (required: boolean) =>
  (name: string, type: ImportColumnType, description: string): ImportColumn => ({
    name,
    type,
    required,
    description,
  });
const required = importColumn(true);
const optional = importColumn(false);

const outletColumn = required(
  'outlet_id',
  'outlet',
  'Outlet id as in master data, e.g. KCG01-0001',
);
const dateColumn = required('date', 'date', 'Business day, YYYY-MM-DD');
const amountColumns: readonly ImportColumn[] = [
  required('gross', 'amount', 'Gross sales, whole rupiah'),
  required('markdown', 'amount', 'Markdown, whole rupiah'),
  required('vip', 'amount', 'VIP discount, whole rupiah'),
  required('promo', 'amount', 'Promo discount, whole rupiah'),
  required('nett', 'amount', 'Nett sales = gross − markdown − vip − promo, whole rupiah'),
  required('units', 'count', 'Units sold'),
];

const codeColumn = (name: string, what: string) =>
  required(name, 'code', `${what}: capital letters, digits and dashes, at most 20`);
const nameColumn = (what: string, max: number) =>
  required('name', 'text', `${what}, at most ${max}`);
const activeColumn = optional('active', 'boolean', 'true or false; empty or left out = true');
/** A unit of the HR system's organisation as it keeps it: its id and its name. */
const hrUnitColumns = (key: string, label: string) => [
  required(`${key}_id`, 'text', `${label} id, at most 10`),
  required(`${key}_name`, 'text', `${label} name, at most 100`),
];
const codeList = (codes: Record<string, string>) =>
  Object.entries(codes)
    .map(([code, label]) => `${code} ${label}`)
    .join(', ');

/** A code list of master data: its key column, a name and whether it is offered. */
const codeListLayout = (
  kind: ImportKind,
  title: string,
  key: string,
  what: string,
  extra = '',
): ImportLayout => ({
  kind,
  title,
  description: `New ${title.toLowerCase()}, or changes to existing ones (matched by ${key}).${extra}`,
  columns: [codeColumn(key, what), nameColumn('Name', 100), activeColumn],
  key: [key],
});

export const IMPORT_LAYOUTS: Record<ImportKind, ImportLayout> = {
  outlets: {
    kind: 'outlets',
    title: 'Outlets',
    description: 'New outlets, or changes to existing ones (matched by outlet_id).',
    columns: [
      codeColumn('outlet_id', 'Outlet id'),
      nameColumn('Outlet name', 150),
      required('company', 'code', 'Company code, e.g. KCG01'),
      required('type', 'code', 'Type code: STORES, ONLINE or EVENT'),
      required('group', 'code', 'Group code: O, SF, OF or F'),
      required('city', 'text', 'City, at most 100'),
      required('open_date', 'date', 'Opening day, YYYY-MM-DD'),
      optional('close_date', 'date', 'Last trading day, YYYY-MM-DD; empty while it trades'),
      activeColumn,
    ],
    key: ['outlet_id'],
  },
  'daily-sales': {
    kind: 'daily-sales',
    title: 'Daily sales',
    description: 'One row per outlet and day; replaces that outlet and day.',
    columns: [
      outletColumn,
      dateColumn,
      ...amountColumns,
      required('transactions', 'count', 'Receipts'),
    ],
    key: ['outlet_id', 'date'],
  },
  'category-sales': {
    kind: 'category-sales',
    title: 'Daily sales per category',
    description: 'One row per outlet, day and product category; replaces that row.',
    columns: [
      outletColumn,
      dateColumn,
      required('category', 'code', 'Product category code, e.g. TOPS'),
      ...amountColumns,
    ],
    key: ['outlet_id', 'date', 'category'],
  },
  traffic: {
    kind: 'traffic',
    title: 'Daily traffic',
    description: 'Door-counter visitors per outlet and day; replaces that outlet and day.',
    columns: [outletColumn, dateColumn, required('visitors', 'count', 'Visitors counted')],
    key: ['outlet_id', 'date'],
  },
  targets: {
    kind: 'targets',
    title: 'Monthly targets',
    description: 'Nett-sales target per outlet and month; replaces that outlet and month.',
    columns: [
      outletColumn,
      required('year', 'year', `Year, ${IMPORT_YEAR_RANGE.min}–${IMPORT_YEAR_RANGE.max}`),
      required('month', 'month', 'Month, 1–12'),
      required('target', 'amount', 'Nett target, whole rupiah'),
    ],
    key: ['outlet_id', 'year', 'month'],
  },
  companies: {
    kind: 'companies',
    title: 'Companies',
    description: 'New companies, or changes to existing ones (matched by company).',
    columns: [
      codeColumn('company', 'Company code, e.g. KCG01'),
      nameColumn('Company name', 100),
      optional(
        'company_id',
        'count',
        'The numeric id the company options carry; empty = the next free id for a new company, its own for an existing one (which keeps it)',
      ),
      optional(
        'excluded_by_default',
        'boolean',
        'Left out of the sales figures unless chosen: true or false; empty = false',
      ),
      activeColumn,
    ],
    key: ['company'],
  },
  categories: codeListLayout(
    'categories',
    'Product categories',
    'category',
    'Category code, e.g. TOPS',
  ),
  'outlet-types': codeListLayout('outlet-types', 'Outlet types', 'type', 'Type code, e.g. STORES'),
  'outlet-groups': codeListLayout(
    'outlet-groups',
    'Outlet groups',
    'group',
    'Group code, e.g. SF',
    ` ${ALL_GROUPS_CHOICE.code} is reserved: it means every group.`,
  ),
  employees: {
    kind: 'employees',
    title: 'Employees',
    description:
      'New employees, or changes to existing ones (matched by employee_id), as the HR system keeps them.',
    columns: [
      codeColumn('employee_id', 'Employee id'),
      nameColumn('Full name', 150),
      required('email', 'text', 'E-mail address, at most 200'),
      required('hired_date', 'date', 'Hired on, YYYY-MM-DD'),
      required('job_status', 'code', `Job status: ${codeList(EMPLOYEE_STATUS)}`),
      required('level', 'code', `Level: ${codeList(EMPLOYEE_LEVEL)}`),
      required('company', 'code', 'Code of the company whose staff the employee is, e.g. KCG01'),
      ...hrUnitColumns('structure', 'Structure'),
      ...hrUnitColumns('department', 'Department'),
      required('division', 'text', 'Division, at most 100'),
      ...hrUnitColumns('job_title', 'Job title'),
      ...hrUnitColumns('grade', 'Grade'),
      optional(
        'branch',
        'outlet',
        'Outlet id the employee works at, e.g. KCG01-0001; empty = none',
      ),
      optional('office_phone', 'text', 'Office phone, at most 40'),
      optional('contract_start', 'date', 'Contract start, YYYY-MM-DD; empty = none'),
      optional(
        'contract_end',
        'date',
        'Contract end, YYYY-MM-DD, not before its start; empty = none',
      ),
      optional('manager_id', 'code', 'Employee id of the manager; empty = none'),
      activeColumn,
    ],
    key: ['employee_id'],
  },
};

/* ---------------------------------------------------------------- reasons */

const NUMBER_FORMAT_NAMES: Record<NumberFormat, string> = { plain: 'a plain', id: 'an Indonesian' };

/** Why a row (or the header, or the file) is refused: one short sentence each. */
export const IMPORT_MESSAGES = {
  unknownOutlet: (outletId: string) => `unknown outlet ${outletId}`,
  nettMismatch: () => 'nett does not equal gross − discounts',
  invalidDate: (value: string) => `date ${value} is not a date`,
  dateFormat: (value: string) => `date ${value} is not written YYYY-MM-DD`,
  dateOutOfRange: (value: string) => `date ${value} is out of range`,
  closedMonth: (period: string) => closedPeriodMessage(period),
  missingColumns: (names: readonly string[]) =>
    `missing column${names.length > 1 ? 's' : ''} ${names.join(', ')}`,
  unknownColumn: (name: string) => `unknown column ${name}`,
  duplicateColumn: (name: string) => `column ${name} appears twice`,
  unnamedColumn: (position: number) => `column ${position} has no name`,
  emptyValue: (column: string) => `${column} is empty`,
  notANumber: (column: string, value: string, format: NumberFormat) =>
    `${column} ${value} is not ${NUMBER_FORMAT_NAMES[format]} number`,
  notWholeNumber: (column: string, value: string) => `${column} ${value} is not a whole number`,
  negativeAmount: (column: string, value: string) => `${column} ${value} is negative`,
  tooLarge: (column: string, value: string) => `${column} ${value} is too large`,
  unknownCompany: (code: string) => `unknown company ${code}`,
  unknownType: (code: string) => `unknown type ${code}`,
  unknownGroup: (code: string) => `unknown group ${code}`,
  /** The Branch screen's words for an outlet placed in a code no longer offered. */
  inactiveCode: (label: 'Company' | 'Type' | 'Group', code: string) =>
    `${label} ${code} is inactive`,
  unknownCategory: (code: string) => `unknown category ${code}`,
  /**
   * A row whose own key (a company, an outlet, an employee) is outside the importer's company
   * and outlet grants: one reason whether the key is another company's or new to a user who
   * may not add it.
   */
  notYours: (label: 'company' | 'outlet' | 'employee', key: string) =>
    `${label} ${key} is not one you may import`,
  invalidOutletId: (value: string) =>
    `outlet id ${value} is not valid (capital letters, digits and dashes, at most 20)`,
  tooLong: (column: string, max: number) => `${column} is longer than ${max} characters`,
  controlCharacter: (column: string) =>
    `${column} holds a control character (only tab and line breaks are allowed)`,
  invalidCode: (column: string, value: string) =>
    `${column} ${value} is not a code (capital letters, digits and dashes, at most 20)`,
  reservedGroup: () => `${ALL_GROUPS_CHOICE.code} is reserved: it means every group`,
  notAnEmail: (value: string) => `email ${value} is not an e-mail address`,
  unknownJobStatus: (value: string) =>
    `job status ${value} is not one of ${Object.keys(EMPLOYEE_STATUS).join(', ')}`,
  unknownLevel: (value: string) =>
    `level ${value} is not one of ${Object.keys(EMPLOYEE_LEVEL).join(', ')}`,
  contractEndBeforeStart: (end: string, start: string) =>
    `contract end ${end} is before contract start ${start}`,
  companyIdTaken: (id: string, company: string) => `company id ${id} is taken by ${company}`,
  companyKeepsId: (company: string, id: string) =>
    `company ${company} has id ${id}: an existing company keeps its id`,
  notBoolean: (column: string, value: string) => `${column} ${value} is not true or false`,
  closeBeforeOpen: (closeDate: string, openDate: string) =>
    `close date ${closeDate} is before open date ${openDate}`,
  duplicateRow: (key: string, firstLine: number) =>
    `duplicate row for ${key} (first at line ${firstLine})`,
  monthOutOfRange: (value: string) => `month ${value} is not 1–12`,
  yearOutOfRange: (value: string) =>
    `year ${value} is not between ${IMPORT_YEAR_RANGE.min} and ${IMPORT_YEAR_RANGE.max}`,
  tooManyColumns: (count: number, headerCount: number) =>
    `the row has ${count} columns, the header ${headerCount}`,
  noDataRows: () => 'the file has no data rows',
  categoriesDoNotAddUp: (outletId: string, date: string, field: string) =>
    `the category rows of ${outletId} on ${date} do not add up to that day's ${field}`,
  /**
   * The same, for a daily-sales or category-sales file loaded without the other (`partner`):
   * what to do, since no row of the file is wrong on its own.
   */
  categoriesDoNotAddUpAlone: (
    outletId: string,
    date: string,
    field: string,
    partner: 'daily-sales' | 'category-sales',
  ) =>
    `the category rows of ${outletId} on ${date} do not add up to that day's ${field}: load it together with its ${partner} file (same import or a zip)`,
  unclosedQuote: () => 'a quoted value is never closed',
  recordTooLong: (maxCharacters: number) =>
    `a row is longer than ${Math.round(maxCharacters / 1024)} K characters (an unclosed quote?)`,
} as const;

/** Why a whole file is refused before any row is read. */
export const IMPORT_FILE_MESSAGES = {
  empty: 'The file is empty.',
  oldExcel: 'Old Excel files (.xls) are not supported: save it as .xlsx or CSV.',
  utf16: 'The file is UTF-16 text: save it as CSV UTF-8.',
  notUtf8: 'The file is not UTF-8 text: save it as CSV UTF-8.',
  /** `what` with its article: 'a PDF document'. */
  knownBinary: (what: string) => `The file is ${what}, not a CSV or .xlsx file.`,
  unsupported: 'The file is neither CSV text nor an .xlsx workbook.',
  notXlsx: 'The file is a ZIP archive but not an .xlsx workbook.',
  corruptZip: 'The .xlsx file is damaged (its ZIP directory cannot be read).',
  tooManyEntries: (count: number, max: number) =>
    `The .xlsx file holds ${count} parts, more than the ${max} allowed.`,
  tooLargeUnpacked: (maxBytes: number) =>
    `The .xlsx file unpacks to more than ${formatBytes(maxBytes)}.`,
  sharedStringsTooLarge: (maxBytes: number) =>
    `The .xlsx file's text table unpacks to more than ${formatBytes(maxBytes)}.`,
  compressionRatio: (name: string) =>
    `The .xlsx file is refused: its part ${name} is compressed suspiciously well.`,
  /** The reader's own error text stays out: it names code ("Cannot read properties…"), not the file. */
  unreadableWorkbook:
    'The .xlsx file could not be read: it is damaged, or not a workbook saved by a spreadsheet program. Open it and save it again as .xlsx.',
  unknownSheet: (name: string, sheets: readonly string[]) =>
    `There is no sheet named ${name}; the workbook has ${sheets.length > 0 ? sheets.join(', ') : 'no sheets'}.`,
  noSheets: 'The workbook has no sheets.',
} as const;

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${+(bytes / 1024 ** 3).toFixed(1)} GiB`;
  if (bytes >= 1024 ** 2) return `${+(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${bytes} bytes`;
}

/* ---------------------------------------------------------------- report */

/**
 * The line of an issue about the file as a whole, which no one row causes (a daily-sales file
 * whose days its category rows no longer add up to): it reads as the reason alone.
 */
export const WHOLE_FILE_LINE = 0;

export const rowIssueSchema = z.object({
  /**
   * 1-based line of the file (CSV: where the record starts; .xlsx: the row number), or
   * WHOLE_FILE_LINE for the file as a whole.
   */
  line: z.number().int(),
  /** The layout column the issue is about, or null for the whole row. */
  column: z.string().nullable(),
  reason: z.string(),
});
export type RowIssue = z.infer<typeof rowIssueSchema>;

/** An issue in one line of text: 'line 3, nett: …', or the reason alone for the whole file. */
export function rowIssueText({ line, column, reason }: RowIssue): string {
  if (line === WHOLE_FILE_LINE) return reason;
  return `line ${line}${column ? `, ${column}` : ''}: ${reason}`;
}

export const importPreviewSchema = z.object({
  kind: importKindSchema,
  fileName: z.string(),
  format: z.enum(IMPORT_FILE_FORMATS),
  numberFormat: numberFormatSchema,
  /** Data rows in the file (the header and empty lines not counted). */
  rows: z.number().int(),
  header: z.array(z.string()),
  /** The first data rows as read, before any conversion. */
  preview: z.array(z.array(z.string())),
  /** At most IMPORT_ISSUE_LIMIT issues, in file order; `issueCount` counts them all. */
  issues: z.array(rowIssueSchema),
  issueCount: z.number().int(),
  /** The months (YYYY-MM) the valid rows fall in, sorted. */
  periods: z.array(z.string()),
  /** The first and last day the valid rows cover (targets: whole months); null for outlets. */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
