/**
 * The Employee screen (System → Employee): an employee's whole record as the `employees` table
 * holds it (spec 001 §3.1 employee_info), its create and change bodies with their messages, and
 * the list's filters. The spec's own reads (`employee/`, `master/employees`) keep their shapes
 * (administration.ts); this record is for those who manage master data.
 */
import { z } from 'zod';
import { EMPLOYEE_LEVEL, EMPLOYEE_STATUS } from './dimensions';
import { successEnvelope } from './envelope';
import { codeField, emailField, isoDate, optionalIsoDate, requiredText } from './master-data';

export const EMPLOYEE_MESSAGES = {
  idRequired: 'Employee ID is required',
  nameRequired: 'Name is required',
  hiredDateRequired: 'Hired date is required',
  jobStatusRequired: 'Job status is required',
  jobStatusInvalid: `Job status must be one of ${Object.keys(EMPLOYEE_STATUS).join(', ')}`,
  levelRequired: 'Level is required',
  levelInvalid: `Level must be one of ${Object.keys(EMPLOYEE_LEVEL).join(', ')}`,
  companyRequired: 'Company is required',
  structureIdRequired: 'Structure ID is required',
  structureNameRequired: 'Structure name is required',
  departmentIdRequired: 'Department ID is required',
  departmentNameRequired: 'Department name is required',
  divisionRequired: 'Division is required',
  jobTitleIdRequired: 'Job title ID is required',
  jobTitleNameRequired: 'Job title name is required',
  gradeIdRequired: 'Grade ID is required',
  gradeNameRequired: 'Grade name is required',
  contractEndBeforeStart: 'Contract end cannot be before the contract start',
} as const;

/** The record as the screen reads it: every field of the table, and whether a user signs in as it. */
export const employeeRecordSchema = z.object({
  employeeID: z.string(),
  name: z.string(),
  email: z.string(),
  hiredDate: z.string(),
  /** P, B, C, T, M, I or O (spec 001 §3.2). */
  jobStatus: z.string(),
  /** S, M or J. */
  level: z.string(),
  /** The company of the employee's structure: whose staff the employee is. */
  company: z.string(),
  structureId: z.string(),
  structureName: z.string(),
  departmentId: z.string(),
  departmentName: z.string(),
  division: z.string(),
  jobTitleId: z.string(),
  jobTitleName: z.string(),
  gradeId: z.string(),
  gradeName: z.string(),
  /** The outlet the employee works at (employee_info idActiveBranch). */
  activeBranch: z.string().nullable(),
  siteId: z.string().nullable(),
  managerId: z.string().nullable(),
  deptHeadId: z.string().nullable(),
  structuralSuperiorId: z.string().nullable(),
  contractStart: z.string().nullable(),
  contractEnd: z.string().nullable(),
  officePhone: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  isActive: z.boolean(),
  hasUser: z.boolean(),
});
export type EmployeeRecord = z.infer<typeof employeeRecordSchema>;
export const employeeRecordResponseSchema = successEnvelope(employeeRecordSchema);

/** Text that may be left out: empty reads as none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .default(null)
    .transform((value) => value || null);

/** An employee id that may be left out (a manager, a head, a superior). */
const optionalEmployeeId = () =>
  z
    .union([z.literal(''), codeField(EMPLOYEE_MESSAGES.idRequired)])
    .nullable()
    .default(null)
    .transform((value) => value || null);

const codeOf = (codes: Record<string, string>, required: string, invalid: string) =>
  requiredText(required, 2).refine((value) => value in codes, invalid);

const employeeFields = {
  name: requiredText(EMPLOYEE_MESSAGES.nameRequired, 150),
  email: emailField,
  hiredDate: isoDate(EMPLOYEE_MESSAGES.hiredDateRequired),
  jobStatus: codeOf(
    EMPLOYEE_STATUS,
    EMPLOYEE_MESSAGES.jobStatusRequired,
    EMPLOYEE_MESSAGES.jobStatusInvalid,
  ),
  level: codeOf(EMPLOYEE_LEVEL, EMPLOYEE_MESSAGES.levelRequired, EMPLOYEE_MESSAGES.levelInvalid),
  company: requiredText(EMPLOYEE_MESSAGES.companyRequired, 20),
  structureId: requiredText(EMPLOYEE_MESSAGES.structureIdRequired, 10),
  structureName: requiredText(EMPLOYEE_MESSAGES.structureNameRequired, 100),
  departmentId: requiredText(EMPLOYEE_MESSAGES.departmentIdRequired, 10),
  departmentName: requiredText(EMPLOYEE_MESSAGES.departmentNameRequired, 100),
  division: requiredText(EMPLOYEE_MESSAGES.divisionRequired, 100),
  jobTitleId: requiredText(EMPLOYEE_MESSAGES.jobTitleIdRequired, 10),
  jobTitleName: requiredText(EMPLOYEE_MESSAGES.jobTitleNameRequired, 100),
  gradeId: requiredText(EMPLOYEE_MESSAGES.gradeIdRequired, 10),
  gradeName: requiredText(EMPLOYEE_MESSAGES.gradeNameRequired, 100),
  activeBranch: optionalText(20),
  siteId: optionalText(20),
  managerId: optionalEmployeeId(),
  deptHeadId: optionalEmployeeId(),
  structuralSuperiorId: optionalEmployeeId(),
  contractStart: optionalIsoDate(),
  contractEnd: optionalIsoDate(),
  officePhone: optionalText(40),
  bankName: optionalText(100),
  bankAccountName: optionalText(150),
  bankAccountNumber: optionalText(40),
  isActive: z.boolean().default(true),
};

const contractInOrder = (value: { contractStart: string | null; contractEnd: string | null }) =>
  value.contractStart === null ||
  value.contractEnd === null ||
  value.contractEnd >= value.contractStart;
const contractOrder = {
  message: EMPLOYEE_MESSAGES.contractEndBeforeStart,
  path: ['contractEnd'],
};

/** `POST /api/employee/create`. Strict: a field the table lacks is refused, not ignored. */
export const employeeCreateSchema = z
  .strictObject({ employeeID: codeField(EMPLOYEE_MESSAGES.idRequired), ...employeeFields })
  .refine(contractInOrder, contractOrder);
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;

/** `PUT /api/employee/:id`: every field but the id. */
export const employeeUpdateSchema = z
  .strictObject(employeeFields)
  .refine(contractInOrder, contractOrder);
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

/** `PUT /api/employee/:id/active`: deactivate (false) or activate (true). */
export const employeeActiveSchema = z.strictObject({
  isActive: z.boolean({ message: 'isActive must be true or false' }),
});

export const EMPLOYEE_ACTIVITY = ['all', 'active', 'inactive'] as const;
export type EmployeeActivity = (typeof EMPLOYEE_ACTIVITY)[number];

/** The Employee screen's list filters, beside the keyword (id, name or e-mail). */
export const employeeFiltersSchema = z.object({
  company: z.string().trim().max(20).default(''),
  active: z
    .enum(EMPLOYEE_ACTIVITY, { message: 'active must be all, active or inactive' })
    .default('all'),
});
export type EmployeeFilters = z.infer<typeof employeeFiltersSchema>;
