import { describe, expect, it } from 'vitest';
import { signInResponseSchema } from './second-factor-challenge';

const employeeInfo = {
  employeeID: '10001',
  name: 'Rina Wulandari',
  idActiveBranch: null,
  isActive: true,
  branch: null,
  company_structure: { idStructure: 'D01', structureName: 'Holding', company: 'KCG' },
  department: { idDepartment: 'DP01', departmentName: 'Board', idStructure: 'D01' },
  division: 'Corporate',
  site_id: null,
  idBranch: null,
  jobStatus: 'P',
  jobStatusName: 'Permanent',
  level: 'M',
  levelName: 'Middle',
  grade: { idGrade: 'G07', GradeName: 'Supervisor' },
  idDeptHead: null,
  idManager: null,
  idALStruktural: null,
  directSuperior: null,
  indirectSuperior: null,
  structuralSuperior: null,
  hiredDate: '2015-07-01',
  contractStart: null,
  contractEnd: null,
  OfficePhone: null,
  officeMail: 'rina@kcg.example',
  reasonUpdate: null,
  jobtitle: { idJobTitle: 'JT01', jobTitleName: 'Staff', idBranch: null },
  bankName: null,
  bankAccountName: null,
  bankAccountNumber: null,
};

const session = {
  name: 'Rina Wulandari',
  company: 'KCG',
  activeUserId: 1,
  email: 'rina@kcg.example',
  user_id: 1,
  userName: 'admin',
  role: 'administrator',
  roleName: 'Administrator',
  permissions: [],
  auth_token: 'token',
  expiresIn: 900,
  mustChangePassword: false,
  photoUrl: null,
  employee_info: employeeInfo,
  startPage: 'today',
};

const answer = (data: unknown) => signInResponseSchema.safeParse({ status: 200, data });

describe("the password step's answer", () => {
  it('reads a session as a session', () => {
    const read = answer(session);
    expect(read.success && 'auth_token' in read.data.data).toBe(true);
  });

  it('reads the code step and the set-up step by their step, with what each carries', () => {
    const code = answer({ secondFactor: { step: 'code', challenge: 'c', expiresIn: 300 } });
    expect(code.data?.data).toEqual({
      secondFactor: { step: 'code', challenge: 'c', expiresIn: 300 },
    });
    const enrol = { step: 'enrol', challenge: 'c', expiresIn: 300, secret: 'S', otpauthUri: 'u' };
    expect(answer({ secondFactor: enrol }).data?.data).toEqual({ secondFactor: enrol });
  });

  it('refuses a set-up step without its secret, and a step it does not know', () => {
    expect(
      answer({ secondFactor: { step: 'enrol', challenge: 'c', expiresIn: 300 } }).success,
    ).toBe(false);
    expect(answer({ secondFactor: { step: 'sms', challenge: 'c', expiresIn: 300 } }).success).toBe(
      false,
    );
  });
});
