/**
 * The rows of the master-list kinds (companies, categories, outlet types, outlet groups,
 * employees): codes as master data allows them, names within their columns, yes/no flags,
 * the employee's e-mail, job status, level, company and outlet. Each function reads one record
 * through the validator's RecordReader and returns the table row (values as text, '' for NULL)
 * or null after its issues were recorded.
 */
import {
  ALL_GROUPS_CHOICE,
  EMPLOYEE_LEVEL,
  EMPLOYEE_STATUS,
  emailField,
  IMPORT_MESSAGES,
  IMPORT_YEAR_RANGE,
} from '@outlet-pulse/contracts';
import type { ImportContext } from './import-context';
import type { RecordReader } from './record-reader';

/** Codes and ids as master data allows them (the outlet id's rule). */
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,19}$/;
const MAX_NAME_LENGTH = 100;
const MAX_EMPLOYEE_NAME_LENGTH = 150;
const MAX_ID_LENGTH = 10;
const MAX_PHONE_LENGTH = 40;
/** Employees were hired long before sales were kept. */
const EMPLOYEE_DATE_RANGE = { min: 1900, max: IMPORT_YEAR_RANGE.max } as const;
const MAX_COMPANY_ID = 2_147_483_647;

const flag = (value: boolean) => (value ? 'true' : 'false');

/** What the rows of one file share: its reader, what the database knows, repeated keys. */
export interface MasterRowChecks {
  reader: RecordReader;
  context: ImportContext;
  /** False (with an issue) when an earlier row of the file had the same key. */
  unique(key: string): boolean;
}

/** A code in capitals, or an issue naming its column; null for an empty optional one. */
function codeOf(reader: RecordReader, column: number, required: boolean): string | null {
  const value = required ? reader.required(column) : reader.text(column);
  if (value === null || value === '') return null;
  const upper = value.toUpperCase();
  if (CODE_PATTERN.test(upper)) return upper;
  return reader.issue(column, IMPORT_MESSAGES.invalidCode(reader.name(column), value));
}

/** Columns: a code, name, active (categories, outlet types, outlet groups). */
export function codeListRow(checks: MasterRowChecks, reservedGroup: boolean): string[] | null {
  const { reader } = checks;
  let code = codeOf(reader, 0, true);
  if (code !== null && reservedGroup && code === ALL_GROUPS_CHOICE.code) {
    code = reader.issue(0, IMPORT_MESSAGES.reservedGroup());
  }
  const name = reader.limitedText(1, MAX_NAME_LENGTH);
  const active = reader.boolean(2, true);
  if (code === null || !checks.unique(code)) return null;
  if (name === null || active === null) return null;
  return [code, name, flag(active)];
}

/**
 * The companies of one file: a company id belongs to one company, in the file and in the
 * database, and an existing company keeps its own.
 */
export class CompanyRows {
  /** Company id → the company holding it: the database's, then the file's. */
  readonly #ids = new Map<number, string>();
  readonly #known: ReadonlyMap<string, number>;

  constructor(context: ImportContext) {
    this.#known = context.companyIds;
    for (const [code, id] of context.companyIds) this.#ids.set(id, code);
  }

  /** Columns: company, name, company_id, excluded_by_default, active. */
  row(checks: MasterRowChecks): string[] | null {
    const { reader } = checks;
    const code = codeOf(reader, 0, true);
    const name = reader.limitedText(1, MAX_NAME_LENGTH);
    const id = reader.text(2) === '' ? null : reader.number(2, MAX_COMPANY_ID);
    const excluded = reader.boolean(3, false);
    const active = reader.boolean(4, true);
    if (code === null || !checks.unique(code)) return null;
    if (id !== null) {
      const own = this.#known.get(code);
      if (own !== undefined && own !== id) {
        return reader.issue(2, IMPORT_MESSAGES.companyKeepsId(code, String(own)));
      }
      const holder = this.#ids.get(id);
      if (holder !== undefined && holder !== code) {
        return reader.issue(2, IMPORT_MESSAGES.companyIdTaken(String(id), holder));
      }
      this.#ids.set(id, code);
    }
    if (name === null || excluded === null || active === null || reader.refused(2, id)) {
      return null;
    }
    return [code, id === null ? '' : String(id), name, flag(excluded), flag(active)];
  }
}

function isEmail(value: string): boolean {
  return emailField.safeParse(value).success;
}

/** One of `codes` (in capitals), or an issue by `unknown`. */
function listedCode(
  reader: RecordReader,
  column: number,
  codes: Record<string, string>,
  unknown: (value: string) => string,
): string | null {
  const value = reader.required(column);
  if (value === null) return null;
  const upper = value.toUpperCase();
  return upper in codes ? upper : reader.issue(column, unknown(value));
}

/** An optional text of at most `max` characters; '' when empty. */
function optionalText(reader: RecordReader, column: number, max: number): string | null {
  const value = reader.text(column);
  if (value.length > max)
    return reader.issue(column, IMPORT_MESSAGES.tooLong(reader.name(column), max));
  return value;
}

/** structure_id … grade_name: the employees table's ids are shorter than its names. */
const EMPLOYEE_TEXT_LIMITS: readonly (readonly [number, number])[] = [
  [7, MAX_ID_LENGTH],
  [8, MAX_NAME_LENGTH],
  [9, MAX_ID_LENGTH],
  [10, MAX_NAME_LENGTH],
  [11, MAX_NAME_LENGTH],
  [12, MAX_ID_LENGTH],
  [13, MAX_NAME_LENGTH],
  [14, MAX_ID_LENGTH],
  [15, MAX_NAME_LENGTH],
];

/**
 * Columns: employee_id, name, email, hired_date, job_status, level, company, structure_id,
 * structure_name, department_id, department_name, division, job_title_id, job_title_name,
 * grade_id, grade_name, branch, office_phone, contract_start, contract_end, manager_id, active.
 */
export function employeeRow(checks: MasterRowChecks): string[] | null {
  const { reader, context } = checks;
  const employeeId = codeOf(reader, 0, true);
  const name = reader.limitedText(1, MAX_EMPLOYEE_NAME_LENGTH);
  let email = reader.limitedText(2, 200);
  if (email !== null && !isEmail(email)) email = reader.issue(2, IMPORT_MESSAGES.notAnEmail(email));
  const hired = reader.date(3, true, EMPLOYEE_DATE_RANGE);
  const jobStatus = listedCode(reader, 4, EMPLOYEE_STATUS, IMPORT_MESSAGES.unknownJobStatus);
  const level = listedCode(reader, 5, EMPLOYEE_LEVEL, IMPORT_MESSAGES.unknownLevel);
  const company = reader.code(6, context.companies, IMPORT_MESSAGES.unknownCompany);
  const texts = EMPLOYEE_TEXT_LIMITS.map(([column, max]) => reader.limitedText(column, max));
  const branchText = reader.text(16);
  const branch =
    branchText === '' ? '' : reader.code(16, context.outletIds, IMPORT_MESSAGES.unknownOutlet);
  const phone = optionalText(reader, 17, MAX_PHONE_LENGTH);
  const contractStart = reader.date(18, false, EMPLOYEE_DATE_RANGE);
  const contractEnd = reader.date(19, false, EMPLOYEE_DATE_RANGE);
  if (contractStart !== null && contractEnd !== null && contractEnd.day < contractStart.day) {
    reader.issue(19, IMPORT_MESSAGES.contractEndBeforeStart(reader.text(19), reader.text(18)));
  }
  const managerId = codeOf(reader, 20, false);
  const active = reader.boolean(21, true);
  if (employeeId === null || !checks.unique(employeeId)) return null;
  if (
    name === null ||
    email === null ||
    hired === null ||
    jobStatus === null ||
    level === null ||
    company === null ||
    texts.includes(null) ||
    branch === null ||
    phone === null ||
    reader.refused(18, contractStart) ||
    reader.refused(19, contractEnd) ||
    reader.refused(20, managerId) ||
    active === null
  ) {
    return null;
  }
  return [
    employeeId,
    name,
    email,
    reader.text(3),
    jobStatus,
    level,
    company,
    ...(texts as string[]),
    branch,
    phone,
    contractStart === null ? '' : reader.text(18),
    contractEnd === null ? '' : reader.text(19),
    managerId ?? '',
    flag(active),
  ];
}
