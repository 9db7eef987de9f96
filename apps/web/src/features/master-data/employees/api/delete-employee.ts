/**
 * DELETE employee/:id. The server refuses an employee a user signs in as, another names as
 * superior, or with a sign-in history (it is to be deactivated instead); its message reaches the
 * user as it is.
 */
import type { Employee } from '@outlet-pulse/contracts';
import { deleteMasterRecord } from '../../master-record-api';

export function deleteEmployee(employee: Employee) {
  return deleteMasterRecord('employee', employee.employeeID);
}
