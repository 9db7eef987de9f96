/**
 * The employee form: its values as typed (every field text but the active switch; an empty
 * optional field stands for none, as the contracts read it), the values of an existing
 * employee, and their check with the contracts' create and update schemas, so the server's
 * messages ('Employee ID is required', 'Job status must be one of …') show under the fields.
 */
import {
  type EmployeeCreate,
  type EmployeeRecord,
  type EmployeeUpdate,
  employeeCreateSchema,
  employeeUpdateSchema,
} from '@outlet-pulse/contracts';
import {
  idFixedFormSchema,
  type RecordSave,
} from '../../../components/record-list/record-form-schema';

type Text<Record> = { [Field in keyof Record]: Record[Field] extends boolean ? boolean : string };

export type EmployeeFormValues = Text<Omit<EmployeeRecord, 'hasUser'>>;

export type EmployeeSave = RecordSave<EmployeeCreate, EmployeeUpdate>;

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  employeeID: '',
  name: '',
  email: '',
  hiredDate: '',
  jobStatus: '',
  level: '',
  company: '',
  structureId: '',
  structureName: '',
  departmentId: '',
  departmentName: '',
  division: '',
  jobTitleId: '',
  jobTitleName: '',
  gradeId: '',
  gradeName: '',
  activeBranch: '',
  siteId: '',
  managerId: '',
  deptHeadId: '',
  structuralSuperiorId: '',
  contractStart: '',
  contractEnd: '',
  officePhone: '',
  bankName: '',
  bankAccountName: '',
  bankAccountNumber: '',
  isActive: true,
};

/** An existing employee's values: a field the record leaves empty (null) reads as ''. */
export function employeeFormValues(record: EmployeeRecord): EmployeeFormValues {
  const values = { ...EMPTY_EMPLOYEE_FORM };
  for (const field of Object.keys(EMPTY_EMPLOYEE_FORM) as (keyof EmployeeFormValues)[]) {
    const value = record[field];
    (values as Record<string, unknown>)[field] = value ?? '';
  }
  return values;
}

/** The form's validation: a new employee, or a change to the one with the id `editing`. */
export const employeeFormSchema = idFixedFormSchema<
  EmployeeFormValues,
  EmployeeCreate,
  EmployeeUpdate
>('employeeID', employeeCreateSchema, employeeUpdateSchema);
