/** POST employee/create (a new employee) or PUT employee/:id (every field but the id). */
import { employeeRecordResponseSchema } from '@outlet-pulse/contracts';
import { saveMasterRecord } from '../../master-record-api';
import type { EmployeeSave } from '../employee-form';

export function saveEmployee(save: EmployeeSave) {
  return saveMasterRecord('employee', employeeRecordResponseSchema, save);
}
