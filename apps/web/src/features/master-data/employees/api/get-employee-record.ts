/** GET employee/record/:id: the whole record of the employee the form changes. */
import { employeeRecordResponseSchema } from '@outlet-pulse/contracts';
import { useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { employeeRecordKey } from './employee-keys';

export function useEmployeeRecord(employeeID: string) {
  return useQuery({
    queryKey: employeeRecordKey(employeeID),
    queryFn: ({ signal }) =>
      authorizedRequest(
        `employee/record/${encodeURIComponent(employeeID)}`,
        employeeRecordResponseSchema,
        { signal },
      ),
    // The form edits what the server holds now, not what it held minutes ago.
    staleTime: 0,
  });
}
