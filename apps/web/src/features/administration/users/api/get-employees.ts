/** GET employee/?withoutUser=true&keyword=&limit=50: employees a new user can be made for. */
import { employeeListResponseSchema } from '@outlet-pulse/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { administrationKey } from '../../query-keys';

/** Enough to pick from; a longer list means the search should be narrower. */
const EMPLOYEE_CHOICES = 50;

export function getEmployeesWithoutUser(keyword: string, signal?: AbortSignal) {
  const query = new URLSearchParams({
    withoutUser: 'true',
    keyword,
    limit: String(EMPLOYEE_CHOICES),
  });
  return authorizedRequest(`employee/?${query}`, employeeListResponseSchema, { signal });
}

const employeesQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: administrationKey('employees-without-user', keyword),
    queryFn: ({ signal }) => getEmployeesWithoutUser(keyword, signal),
    // Asked afresh at each opening of the form: an employee made on the Employee screen a
    // moment ago is to be offered.
    staleTime: 0,
  });

/** The employees matching the keyword; the choices found before stay while a new search loads. */
export function useEmployeesWithoutUser(keyword: string, enabled: boolean) {
  return useQuery({
    ...employeesQueryOptions(keyword),
    enabled,
    placeholderData: keepPreviousData,
  });
}
