import type { EmployeeRecord } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../components/record-list/record-form-schema';
import { EMPTY_EMPLOYEE_FORM, employeeFormSchema, employeeFormValues } from './employee-form';

const RECORD: EmployeeRecord = {
  employeeID: '30001',
  name: 'Ayu Santoso',
  email: 'ayu.santoso@kcg.example',
  hiredDate: '2018-01-01',
  jobStatus: 'P',
  level: 'M',
  company: 'KCG01',
  structureId: 'D11',
  structureName: 'Area Jakarta',
  departmentId: 'DP11',
  departmentName: 'Store Operations',
  division: 'Retail',
  jobTitleId: 'JT03',
  jobTitleName: 'Store Manager',
  gradeId: 'G05',
  gradeName: 'Manager',
  activeBranch: 'KCG01-0001',
  siteId: null,
  managerId: null,
  deptHeadId: null,
  structuralSuperiorId: null,
  contractStart: null,
  contractEnd: null,
  officePhone: null,
  bankName: null,
  bankAccountName: null,
  bankAccountNumber: null,
  isActive: true,
  hasUser: false,
};

describe('the employee form', () => {
  it('shows the messages of the empty form under their fields', () => {
    expect(fieldMessages(employeeFormSchema(null), EMPTY_EMPLOYEE_FORM)).toMatchObject({
      employeeID: 'Employee ID is required',
      name: 'Name is required',
      email: 'Email is required',
      hiredDate: 'Hired date is required',
      jobStatus: 'Job status is required',
      level: 'Level is required',
      company: 'Company is required',
      gradeName: 'Grade name is required',
    });
  });

  it('reads an empty optional field of the record as an empty box, and sends it back as none', () => {
    const values = employeeFormValues(RECORD);
    expect(values.siteId).toBe('');
    expect(values.contractEnd).toBe('');
    expect(values).not.toHaveProperty('hasUser');
    const saved = employeeFormSchema('30001').parse({ ...values, gradeName: 'Senior Manager' });
    expect(saved).toEqual({
      kind: 'update',
      id: '30001',
      payload: (({ employeeID: _id, hasUser: _user, ...fields }) => ({
        ...fields,
        gradeName: 'Senior Manager',
      }))(RECORD),
    });
  });

  it('refuses a contract that ends before it starts, under its end', () => {
    expect(
      fieldMessages(employeeFormSchema('30001'), {
        ...employeeFormValues(RECORD),
        contractStart: '2026-01-01',
        contractEnd: '2025-12-31',
      }),
    ).toEqual({
      contractEnd: 'Contract end cannot be before the contract start',
    });
  });
});
