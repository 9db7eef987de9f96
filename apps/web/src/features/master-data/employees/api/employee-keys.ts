/**
 * Where the Employee screen keeps its answers: under the master data's key, so that any
 * master-data change refreshes them, and its record under the list's.
 */
import { MASTER_DATA_KEY } from '../../master-data-keys';

export const EMPLOYEES_KEY = [...MASTER_DATA_KEY, 'employees'] as const;
export const employeeRecordKey = (id: string) => [...EMPLOYEES_KEY, 'record', id] as const;
