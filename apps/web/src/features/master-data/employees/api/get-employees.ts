/** GET employee/?page=&limit=&keyword=: a page of the employees of the companies the user sees. */
import { employeeListResponseSchema } from '@outlet-pulse/contracts';
import { masterListQuery } from '../../master-record-api';
import { EMPLOYEES_KEY } from './employee-keys';

export const employeesQueryOptions = masterListQuery(
  EMPLOYEES_KEY,
  'employee',
  employeeListResponseSchema,
);
