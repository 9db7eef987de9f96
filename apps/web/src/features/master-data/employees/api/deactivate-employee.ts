/** PUT employee/:id/active with isActive false: what a refused delete offers instead. */
import { type Employee, employeeRecordResponseSchema } from '@outlet-pulse/contracts';
import { authorizedRequest } from '../../../../lib/authorized-api';

export function deactivateEmployee(employee: Employee) {
  return authorizedRequest(
    `employee/${encodeURIComponent(employee.employeeID)}/active`,
    employeeRecordResponseSchema,
    { method: 'PUT', body: { isActive: false } },
  );
}
