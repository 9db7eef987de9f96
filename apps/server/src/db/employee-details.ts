/**
 * The optional columns of an employee row (superiors, contract, office phone, bank account, the
 * reason of the last update) with nothing in them: what an employee made by the portal itself
 * (a first administrator, a demo employee) starts with.
 */
import type { EmployeesTable } from './schema';

export const NO_EMPLOYEE_DETAILS = {
  dept_head_id: null,
  manager_id: null,
  structural_superior_id: null,
  contract_start: null,
  contract_end: null,
  office_phone: null,
  bank_name: null,
  bank_account_name: null,
  bank_account_number: null,
  reason_update: null,
} as const satisfies Partial<EmployeesTable>;
