/**
 * Demo users for demo mode: one per kind of person who uses the portal, with believable
 * employee records. Created once, when the database has no users yet. The administrator's role
 * requires a second factor: the demo admin has one on, with a published secret.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema, EmployeesTable } from '../db/schema';
import { deriveAuthKeys } from '../modules/auth/auth-keys';
import { hashPassword } from '../modules/auth/passwords';
import { encryptSecret } from '../modules/auth/second-factor-codes';
import { ROLE_CODES } from './roles';

export const DEMO_PASSWORD = 'demo-pass-2026';
/**
 * The demo admin's authenticator key (base32, 160 bits), as public as the demo passwords: add
 * it to an authenticator app, or print its current code with `npm run cli -- demo-code`.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'OUTLETPULSEDEMOADMINSECRET234567';
const DEMO_ADMIN = 'admin';

interface DemoUser {
  username: string;
  password: string;
  passwordIsDefault: boolean;
  roleCode: string;
  allCompanies: boolean;
  companies: string[];
  description: string;
  employee: EmployeesTable;
}

const employee = (
  fields: Partial<EmployeesTable> & Pick<EmployeesTable, 'employee_id' | 'name' | 'email'>,
): EmployeesTable => ({
  is_active: true,
  hired_date: '2019-03-04',
  job_status: 'P',
  level: 'M',
  grade_id: 'G07',
  grade_name: 'Supervisor',
  id_active_branch: null,
  site_id: 'HO-JKT',
  structure_id: 'D01',
  structure_name: 'Holding',
  structure_company: 'KCG',
  department_id: 'DP01',
  department_name: 'Board of Directors',
  division: 'Corporate',
  job_title_id: 'JT01',
  job_title_name: 'Staff',
  dept_head_id: null,
  manager_id: null,
  structural_superior_id: null,
  contract_start: null,
  contract_end: null,
  office_phone: '021-5790-1234',
  bank_name: 'Bank Central Asia',
  bank_account_name: fields.name.toUpperCase(),
  bank_account_number: null,
  reason_update: null,
  ...fields,
});

/** Where the two store-side demo users work. */
const AREA_JAKARTA_STORE = {
  id_active_branch: 'KCG01-0002',
  site_id: 'JKT-01',
  structure_id: 'D11',
  structure_name: 'Area Jakarta',
  structure_company: 'KCG01',
  department_id: 'DP11',
  department_name: 'Area Management',
  division: 'Retail',
} satisfies Partial<EmployeesTable>;

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    password: DEMO_PASSWORD,
    passwordIsDefault: false,
    roleCode: ROLE_CODES.administrator,
    allCompanies: true,
    companies: [],
    description: 'administrator',
    employee: employee({
      employee_id: '10001',
      name: 'Rina Wulandari',
      email: 'rina.wulandari@kcg.example',
      hired_date: '2015-07-01',
      level: 'S',
      grade_id: 'G10',
      grade_name: 'Senior Manager',
      structure_id: 'D02',
      structure_name: 'Corporate Systems',
      department_id: 'DP02',
      department_name: 'Business Systems',
      division: 'Corporate Services',
      job_title_id: 'JT10',
      job_title_name: 'Portal Administrator',
      bank_account_number: '0123456789',
    }),
  },
  {
    username: 'manager',
    password: DEMO_PASSWORD,
    passwordIsDefault: false,
    roleCode: ROLE_CODES.salesManager,
    allCompanies: true,
    companies: [],
    description: 'sales manager, all companies',
    employee: employee({
      employee_id: '10102',
      name: 'Budi Santoso',
      email: 'budi.santoso@kcg.example',
      hired_date: '2016-02-15',
      level: 'S',
      grade_id: 'G11',
      grade_name: 'General Manager',
      structure_id: 'D10',
      structure_name: 'Retail Operations',
      department_id: 'DP10',
      department_name: 'Sales & Retail Operations',
      division: 'Retail',
      job_title_id: 'JT20',
      job_title_name: 'National Sales Manager',
      structural_superior_id: '10001',
      bank_account_number: '0234567891',
    }),
  },
  {
    username: 'staff',
    password: DEMO_PASSWORD,
    passwordIsDefault: false,
    roleCode: ROLE_CODES.staff,
    allCompanies: false,
    companies: ['KCG01', 'KCG03'],
    description: 'area supervisor, two companies (KCG01, KCG03)',
    employee: employee({
      employee_id: '10215',
      name: 'Siti Rahmawati',
      email: 'siti.rahmawati@kcg.example',
      hired_date: '2021-09-01',
      job_status: 'C',
      level: 'J',
      grade_id: 'G05',
      grade_name: 'Senior Staff',
      ...AREA_JAKARTA_STORE,
      job_title_id: 'JT31',
      job_title_name: 'Area Supervisor',
      dept_head_id: '10102',
      manager_id: '10102',
      structural_superior_id: '10102',
      contract_start: '2025-09-01',
      contract_end: '2026-12-31',
      bank_account_number: '0345678912',
      reason_update: 'Contract renewal',
    }),
  },
  {
    username: 'it',
    password: DEMO_PASSWORD,
    passwordIsDefault: false,
    roleCode: ROLE_CODES.itSupport,
    allCompanies: false,
    companies: [],
    description: 'IT department (structure D05)',
    employee: employee({
      employee_id: '10307',
      name: 'Andi Pratama',
      email: 'andi.pratama@kcg.example',
      hired_date: '2020-01-06',
      grade_id: 'G06',
      grade_name: 'Specialist',
      structure_id: 'D05',
      structure_name: 'Information Technology',
      department_id: 'DP05',
      department_name: 'IT Support',
      division: 'Corporate Services',
      job_title_id: 'JT40',
      job_title_name: 'IT Support Engineer',
      manager_id: '10001',
      dept_head_id: '10001',
      structural_superior_id: '10001',
      bank_account_number: '0456789123',
    }),
  },
  {
    username: 'newhire',
    password: 'newhire',
    passwordIsDefault: true,
    roleCode: ROLE_CODES.staff,
    allCompanies: false,
    companies: ['KCG01'],
    description: 'new employee; must change the default password at first sign-in',
    employee: employee({
      employee_id: '10420',
      name: 'Dewi Lestari',
      email: 'dewi.lestari@kcg.example',
      hired_date: '2026-11-02',
      job_status: 'B',
      level: 'J',
      grade_id: 'G03',
      grade_name: 'Staff',
      ...AREA_JAKARTA_STORE,
      job_title_id: 'JT32',
      job_title_name: 'Store Admin',
      manager_id: '10215',
      dept_head_id: '10102',
      structural_superior_id: '10215',
      contract_start: '2026-11-02',
      contract_end: '2027-02-01',
    }),
  },
];

export interface DemoUserOptions {
  /**
   * The server's AUTH_SECRET: the demo admin's second factor is sealed with a key derived from
   * it. Without it the demo admin has none and sets one up at the first sign-in.
   */
  authSecret?: string;
  nowMs?: number;
}

/** Creates the demo users unless users exist already. */
export async function seedDemoUsers(
  kysely: Kysely<DatabaseSchema>,
  { authSecret, nowMs = Date.now() }: DemoUserOptions = {},
): Promise<boolean> {
  const existing = await kysely
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('users'))
    .executeTakeFirstOrThrow();
  if (existing.users > 0) return false;
  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  await kysely.transaction().execute(async (transaction) => {
    for (const [index, user] of DEMO_USERS.entries()) {
      await transaction.insertInto('employees').values(user.employee).execute();
      const inserted = await transaction
        .insertInto('users')
        .values({
          username: user.username,
          employee_id: user.employee.employee_id,
          password_hash: hashes[index] as string,
          password_is_default: user.passwordIsDefault,
          role_code: user.roleCode,
          all_companies: user.allCompanies,
          is_active: true,
          created_at: nowMs,
          updated_at: nowMs,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const company of user.companies) {
        await transaction
          .insertInto('user_companies')
          .values({ user_id: inserted.id, company_code: company })
          .execute();
      }
      if (user.username === DEMO_ADMIN && authSecret !== undefined) {
        const key = deriveAuthKeys(authSecret).secondFactorSecret;
        await transaction
          .insertInto('second_factors')
          .values({
            user_id: inserted.id,
            secret_ciphertext: encryptSecret(key, inserted.id, DEMO_ADMIN_TOTP_SECRET),
            enabled: true,
            created_at: nowMs,
            enabled_at: nowMs,
            last_used_step: null,
          })
          .execute();
      }
    }
  });
  return true;
}

/**
 * The demo users for the start-up banner. Their passwords and the admin's authenticator key
 * only when the banner goes to a terminal: a server's standard output that is not one ends up
 * in a journal or a log file, which must not hold them (the README's table has them).
 */
export function formatDemoSignIns(toTerminal: boolean): string {
  return [
    toTerminal
      ? '  Demo sign-ins:'
      : "  Demo sign-ins (passwords in the README's demo table, with the admin's authenticator key):",
    ...DEMO_USERS.map((user) =>
      toTerminal
        ? `    ${user.username.padEnd(8)} / ${user.password.padEnd(15)} ${user.description}`
        : `    ${user.username.padEnd(8)} ${user.description}`,
    ),
    ...(toTerminal
      ? [
          `    admin's second factor: add the key ${DEMO_ADMIN_TOTP_SECRET} to an authenticator app,`,
          '    or print its current code with: npm run cli -- demo-code',
        ]
      : []),
  ].join('\n');
}
