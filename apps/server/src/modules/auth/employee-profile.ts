/** The employee behind a user, as the session's `employee_info` (spec 001 §3.1). */
import { EMPLOYEE_LEVEL, EMPLOYEE_STATUS, type EmployeeInfo } from '@outlet-pulse/contracts';
import type { Executor } from '../../db/database';

export async function findEmployeeProfile(
  db: Executor,
  employeeId: string,
): Promise<EmployeeInfo | null> {
  const row = await db
    .selectFrom('employees as e')
    .leftJoin('outlets as branch', 'branch.id', 'e.id_active_branch')
    .leftJoin('employees as manager', 'manager.employee_id', 'e.manager_id')
    .leftJoin('employees as head', 'head.employee_id', 'e.dept_head_id')
    .leftJoin('employees as structural', 'structural.employee_id', 'e.structural_superior_id')
    .selectAll('e')
    .select([
      'branch.name as branch_name',
      'branch.company_code as branch_company',
      'manager.name as manager_name',
      'head.name as head_name',
      'structural.name as structural_name',
    ])
    .where('e.employee_id', '=', employeeId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    employeeID: row.employee_id,
    name: row.name,
    idActiveBranch: row.id_active_branch,
    isActive: row.is_active,
    branch: row.branch_name
      ? { branchName: row.branch_name, company: row.branch_company ?? '' }
      : null,
    company_structure: {
      idStructure: row.structure_id,
      structureName: row.structure_name,
      company: row.structure_company,
    },
    department: {
      idDepartment: row.department_id,
      departmentName: row.department_name,
      idStructure: row.structure_id,
    },
    division: row.division,
    site_id: row.site_id,
    idBranch: row.id_active_branch,
    jobStatus: row.job_status,
    jobStatusName: EMPLOYEE_STATUS[row.job_status] ?? row.job_status,
    level: row.level,
    levelName: EMPLOYEE_LEVEL[row.level] ?? row.level,
    grade: { idGrade: row.grade_id, GradeName: row.grade_name },
    idDeptHead: row.dept_head_id,
    idManager: row.manager_id,
    idALStruktural: row.structural_superior_id,
    directSuperior: row.manager_name,
    indirectSuperior: row.head_name,
    structuralSuperior: row.structural_name,
    hiredDate: row.hired_date,
    contractStart: row.contract_start,
    contractEnd: row.contract_end,
    OfficePhone: row.office_phone,
    officeMail: row.email,
    reasonUpdate: row.reason_update,
    jobtitle: {
      idJobTitle: row.job_title_id,
      jobTitleName: row.job_title_name,
      idBranch: row.id_active_branch,
    },
    bankName: row.bank_name,
    bankAccountName: row.bank_account_name,
    bankAccountNumber: row.bank_account_number,
  };
}
