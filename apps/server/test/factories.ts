/**
 * Test factories: each inserts one thing through Kysely with sensible, unique defaults, returns
 * what it made, and bumps the change counter its kind of row sits under, so the app's caches see
 * it at once. A test names only what it cares about: `buildUser(demo, { role: 'staff',
 * companies: [company.code] })`.
 */
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ChangeKind, ChangeVersions } from '../src/db/change-versions';
import type { Database, Executor } from '../src/db/database';
import type {
  CompaniesTable,
  DailySalesTable,
  DatabaseSchema,
  EmployeesTable,
  OutletsTable,
  RegionsTable,
} from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/passwords';
import { DEMO_USERS } from '../src/seed/demo-users';
import { ROLE_CODES } from '../src/seed/roles';

/** Where factories write: a DemoApp, or any database with the app's change counters. */
export interface FactoryTarget {
  database: Database;
  changeVersions: ChangeVersions;
}

const RUN = randomBytes(3).toString('hex').toUpperCase();
let sequence = 0;

/** Inserts one row and bumps the change counter its table sits under. */
async function insertRow<Table extends keyof DatabaseSchema & string, Row>(
  target: FactoryTarget,
  table: Table,
  row: Row & Insertable<DatabaseSchema[Table]>,
  kind: ChangeKind,
): Promise<Row> {
  await target.database.kysely.insertInto(table).values(row).execute();
  await target.changeVersions.bump(kind);
  return row;
}

/** A short code no other factory call of this process has made, e.g. `ZF3A9C1-7`. */
export function uniqueCode(prefix = 'ZF'): string {
  sequence += 1;
  return `${prefix}${RUN}-${sequence}`;
}

export async function buildCompany(
  target: FactoryTarget,
  fields: Partial<CompaniesTable> = {},
): Promise<CompaniesTable> {
  const { database } = target;
  const highest = await database.kysely
    .selectFrom('companies')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const code = fields.code ?? uniqueCode('C');
  const company: CompaniesTable = {
    code,
    id: Number(highest?.id ?? 0) + 1,
    name: `Test Company ${code}`,
    excluded_by_default: false,
    ...fields,
  };
  return insertRow(target, 'companies', company, 'sales');
}

export async function buildRegion(
  target: FactoryTarget,
  fields: Partial<RegionsTable> = {},
): Promise<RegionsTable> {
  const code = fields.code ?? uniqueCode('R');
  const region: RegionsTable = {
    code,
    name: `Test Region ${code}`,
    description: 'A region a test made',
    ...fields,
  };
  return insertRow(target, 'regions', region, 'sales');
}

/**
 * An outlet of a company (a new one unless given), of type STORES in group O unless told
 * otherwise: the types and groups every database has after the demo load.
 */
export async function buildOutlet(
  target: FactoryTarget,
  {
    company,
    type = 'STORES',
    group = 'O',
    ...fields
  }: Partial<Omit<OutletsTable, 'company_code' | 'type_code' | 'group_code'>> & {
    company?: string;
    type?: string;
    group?: string;
  } = {},
): Promise<OutletsTable> {
  const companyCode = company ?? (await buildCompany(target)).code;
  const id = fields.id ?? uniqueCode(`${companyCode}-`);
  const outlet: OutletsTable = {
    id,
    name: `Test Outlet ${id}`,
    company_code: companyCode,
    type_code: type,
    group_code: group,
    city: 'Bandung',
    open_date: '2020-01-06',
    close_date: null,
    active: true,
    description: null,
    email: null,
    region_code: null,
    ...fields,
  };
  return insertRow(target, 'outlets', outlet, 'sales');
}

/** One day's sales of an outlet; the amounts add up (nett = gross − markdown − vip − promo). */
export async function buildDailySales(
  target: FactoryTarget,
  {
    outlet,
    date,
    ...fields
  }: { outlet: string; date: string } & Partial<Omit<DailySalesTable, 'outlet_id' | 'sale_date'>>,
): Promise<DailySalesTable> {
  const gross = fields.gross ?? 1_000_000;
  const markdown = fields.markdown ?? 50_000;
  const vip = fields.vip ?? 20_000;
  const promo = fields.promo ?? 30_000;
  const row: DailySalesTable = {
    outlet_id: outlet,
    sale_date: date,
    gross,
    markdown,
    vip,
    promo,
    nett: gross - markdown - vip - promo,
    units: 10,
    transactions: 5,
    ...fields,
  };
  return insertRow(target, 'daily_sales', row, 'sales');
}

export interface BuiltUser {
  id: number;
  username: string;
  /** The password the test signs in with. */
  password: string;
  role: string;
  employee: EmployeesTable;
  companies: string[];
  outlets: string[];
}

export interface UserFields {
  /** A role code (ROLE_CODES); staff unless told. */
  role?: string;
  /** Company grants; none unless told (an empty list with allCompanies false sees nothing). */
  companies?: string[];
  /** Outlet grants within those companies. */
  outlets?: string[];
  allCompanies?: boolean;
  username?: string;
  password?: string;
  /** True for a user who must change the password at the next sign-in. */
  passwordIsDefault?: boolean;
  isActive?: boolean;
  seesExcludedCompanies?: boolean;
  employee?: Partial<EmployeesTable>;
}

/** The demo staff user's employee record: the believable template of a built user's. */
const STAFF_EMPLOYEE = (() => {
  const staff = DEMO_USERS.find((user) => user.roleCode === ROLE_CODES.staff);
  if (!staff) throw new Error('the demo users have no staff member');
  return staff.employee;
})();

/** A user with an employee record, a role, grants and a password the test knows. */
export async function buildUser(
  target: FactoryTarget,
  {
    role = ROLE_CODES.staff,
    companies = [],
    outlets = [],
    allCompanies = false,
    password = 'factory-pass-2026',
    passwordIsDefault = false,
    isActive = true,
    seesExcludedCompanies,
    ...fields
  }: UserFields = {},
): Promise<BuiltUser> {
  const code = uniqueCode('U');
  const username = fields.username ?? `user.${code.toLowerCase()}`;
  const employee: EmployeesTable = {
    ...STAFF_EMPLOYEE,
    employee_id: code,
    name: `Test User ${code}`,
    email: `${username}@test.example`,
    structure_company: companies[0] ?? STAFF_EMPLOYEE.structure_company,
    bank_account_name: null,
    bank_account_number: null,
    ...fields.employee,
  };
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  const id = await target.database.kysely.transaction().execute(async (transaction) => {
    await transaction.insertInto('employees').values(employee).execute();
    const inserted = await transaction
      .insertInto('users')
      .values({
        username,
        employee_id: employee.employee_id,
        password_hash: passwordHash,
        password_is_default: passwordIsDefault,
        role_code: role,
        all_companies: allCompanies,
        is_active: isActive,
        ...(seesExcludedCompanies === undefined
          ? {}
          : { sees_excluded_companies: seesExcludedCompanies }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = Number(inserted.id);
    for (const company of companies)
      await transaction
        .insertInto('user_companies')
        .values({ user_id: userId, company_code: company })
        .execute();
    for (const outlet of outlets)
      await transaction
        .insertInto('user_outlets')
        .values({ user_id: userId, outlet_id: outlet })
        .execute();
    return userId;
  });
  await target.changeVersions.bump('auth');
  return { id, username, password, role, employee, companies, outlets };
}

/** Disables a user as the User screen does, so the next call of its sessions finds it gone. */
export async function disableUser(target: FactoryTarget, userId: number): Promise<void> {
  await target.database.kysely
    .updateTable('users')
    .set({ is_active: false })
    .where('id', '=', userId)
    .execute();
  await target.changeVersions.bump('auth');
}

/** The id of an existing user, e.g. a demo user's. */
export async function userIdOf(target: FactoryTarget, username: string): Promise<number> {
  const row = await target.database.kysely
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The columns every release's import history row has had (import_batches), of a traffic file
 * that loaded three rows: migration tests write it as an earlier release did, others add to it.
 */
export const LOADED_BATCH_ROW = {
  file_name: 'traffic.csv',
  status: 'LOADED',
  rows_read: 3,
  inserted: 3,
  updated: 0,
  unchanged: 0,
  message: null,
  user_id: null,
  started_at: 1_700_000_000_000,
  finished_at: 1_700_000_001_000,
};

/**
 * A role granted these menu entries, written straight to the tables (as an earlier release or
 * the Role screen leaves one). The caller bumps `auth` where an app is watching.
 */
export async function insertRole(
  db: Executor,
  code: string,
  menuIds: readonly string[],
): Promise<void> {
  await db.insertInto('roles').values({ code, name: code }).execute();
  await db
    .insertInto('role_menus')
    .values(menuIds.map((menuId) => ({ role_code: code, menu_id: menuId })))
    .execute();
}
