/**
 * The Employee screen's filters in the address, beside its page and keyword: `?company=` (one
 * company's staff) and `?active=active|inactive`. A changed filter starts again on page 1.
 */
import { EMPLOYEE_ACTIVITY, type EmployeeFilters } from '@outlet-pulse/contracts';
import { readText, writeViewParams } from '../../../components/record-list/list-view';

/** The longest company code the server accepts. */
const COMPANY_MAX_LENGTH = 20;

export function readEmployeeFilters(params: URLSearchParams): EmployeeFilters {
  const active = params.get('active') ?? '';
  return {
    company: readText(params, 'company', COMPANY_MAX_LENGTH),
    active: (EMPLOYEE_ACTIVITY as readonly string[]).includes(active)
      ? (active as EmployeeFilters['active'])
      : 'all',
  };
}

export function writeEmployeeFilters(
  current: URLSearchParams,
  filters: EmployeeFilters,
): URLSearchParams {
  return writeViewParams(current, 1, {
    company: filters.company,
    // Every employee is the plain address's view.
    active: filters.active === 'all' ? '' : filters.active,
  });
}

/** The filters as the list call sends them; the ones left at 'every' are left out. */
export function employeeFilterQuery(filters: EmployeeFilters): Record<string, string> {
  return {
    ...(filters.company ? { company: filters.company } : {}),
    ...(filters.active === 'all' ? {} : { active: filters.active }),
  };
}
