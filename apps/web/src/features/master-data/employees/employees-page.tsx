/**
 * system/employee: the employees of the companies the user sees, searchable by id, name or
 * e-mail, filtered by company and status, in pages of 15; all of it lives in the address. A user allowed to manage master data
 * creates, changes, deactivates and deletes them; deleting one a user signs in as (or that
 * others name as superior) is refused with the reason, and deactivating it is offered instead.
 */
import { MasterRecordPage } from '../master-record-page';
import { useDeleteOrDeactivate } from '../use-delete-or-deactivate';
import { deactivateEmployee } from './api/deactivate-employee';
import { deleteEmployee } from './api/delete-employee';
import { employeesQueryOptions } from './api/get-employees';
import { EMPLOYEE_COLUMNS } from './employee-columns';
import { EmployeeFilterFields, useEmployeeFilters } from './employee-filter-fields';
import { employeeFilterQuery } from './employee-filters';
import { EmployeeForm } from './employee-form-modal';
import { EMPLOYEE_KIND } from './employee-kind';

const EMPLOYEE_CALLS = { remove: deleteEmployee, deactivate: deactivateEmployee };

export function EmployeesPage() {
  const remove = useDeleteOrDeactivate(EMPLOYEE_CALLS, 'employee', EMPLOYEE_KIND.identity);
  const { filters, show } = useEmployeeFilters();
  return (
    <MasterRecordPage
      kind={EMPLOYEE_KIND}
      description="The staff of every company you see: who they are, where they work, and whether they sign in."
      searchPlaceholder="Id, name or e-mail"
      listQuery={(view) => employeesQueryOptions(view, employeeFilterQuery(filters))}
      filters={<EmployeeFilterFields filters={filters} onChange={show} />}
      deleteRecord={remove}
      columns={EMPLOYEE_COLUMNS}
      tableMinWidth={960}
      form={(employee, onDone) => <EmployeeForm employee={employee} onDone={onDone} />}
    />
  );
}
