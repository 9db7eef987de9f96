/**
 * An employee as the Employee screen names it: its words, its id and name fields, alike for the
 * list's rows and for the form's whole record.
 */
import type { Employee, EmployeeRecord } from '@outlet-pulse/contracts';
import { masterKind } from '../master-kind';

const NOUNS = { title: 'Employees', one: 'employee', many: 'employees' };
const ID = { field: 'employeeID', label: 'Employee ID' } as const;
const NAME = { field: 'name', label: 'Name' } as const;

export const EMPLOYEE_KIND = masterKind<Employee>(NOUNS, ID, NAME);
export const EMPLOYEE_RECORD_KIND = masterKind<EmployeeRecord>(NOUNS, ID, NAME);
