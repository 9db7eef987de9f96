/** The Employee screen's wire names for the `employees` table's columns, both ways. */
import type { EmployeeCreate, EmployeeRecord } from '@outlet-pulse/contracts';
import type { EmployeeRow } from './employees.repository';

export function toEmployeeRecord(row: EmployeeRow & { has_user: boolean }): EmployeeRecord {
  return {
    employeeID: row.employee_id,
    name: row.name,
    email: row.email,
    hiredDate: row.hired_date,
    jobStatus: row.job_status,
    level: row.level,
    company: row.structure_company,
    structureId: row.structure_id,
    structureName: row.structure_name,
    departmentId: row.department_id,
    departmentName: row.department_name,
    division: row.division,
    jobTitleId: row.job_title_id,
    jobTitleName: row.job_title_name,
    gradeId: row.grade_id,
    gradeName: row.grade_name,
    activeBranch: row.id_active_branch,
    siteId: row.site_id,
    managerId: row.manager_id,
    deptHeadId: row.dept_head_id,
    structuralSuperiorId: row.structural_superior_id,
    contractStart: row.contract_start,
    contractEnd: row.contract_end,
    officePhone: row.office_phone,
    bankName: row.bank_name,
    bankAccountName: row.bank_account_name,
    bankAccountNumber: row.bank_account_number,
    isActive: row.is_active,
    hasUser: row.has_user,
  };
}

/** The row of a new or changed employee; the reason of an update is the HR system's, kept as it is. */
export function toEmployeeRow(input: EmployeeCreate, reasonUpdate: string | null): EmployeeRow {
  return {
    employee_id: input.employeeID,
    name: input.name,
    email: input.email,
    is_active: input.isActive,
    hired_date: input.hiredDate,
    job_status: input.jobStatus,
    level: input.level,
    grade_id: input.gradeId,
    grade_name: input.gradeName,
    id_active_branch: input.activeBranch,
    site_id: input.siteId,
    structure_id: input.structureId,
    structure_name: input.structureName,
    structure_company: input.company,
    department_id: input.departmentId,
    department_name: input.departmentName,
    division: input.division,
    job_title_id: input.jobTitleId,
    job_title_name: input.jobTitleName,
    dept_head_id: input.deptHeadId,
    manager_id: input.managerId,
    structural_superior_id: input.structuralSuperiorId,
    contract_start: input.contractStart,
    contract_end: input.contractEnd,
    office_phone: input.officePhone,
    bank_name: input.bankName,
    bank_account_name: input.bankAccountName,
    bank_account_number: input.bankAccountNumber,
    reason_update: reasonUpdate,
  };
}
