/**
 * Users: who may sign in, with which role, and which companies and outlets each may see. Every
 * change bumps `auth` so that sessions pick up new grants on their next request; resetting a
 * password or a second factor, or deactivating a user, also ends the user's sessions.
 */
import {
  type PageQuery,
  type TemporaryPassword,
  type User,
  type UserCreate,
  type UserUpdate,
  userSettings,
} from '@outlet-pulse/contracts';
import type { Kysely } from 'kysely';
import type { ChangeRecorder, ChangeScope } from '../../core/audit/change-recorder';
import type { AuthContext } from '../../core/caller';
import { conflict, forbidden, invalidField, notFound } from '../../core/errors';
import { searchWindow } from '../../core/paging';
import type { ReferenceDataCache } from '../../core/reference-data';
import type { Database, Executor } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { deleteSecondFactor, hashPassword, revokeUserSessions } from '../auth';
import { endUserSharedLinks } from '../shared-links';
import { temporaryPassword } from './temporary-password';
import {
  deleteUser,
  findEmployeeForUser,
  findOutletCompanies,
  findUser,
  findUsers,
  insertUser,
  replaceGrants,
  roleExists,
  setPassword,
  updateUser,
  userHasHistory,
  usernameTaken,
} from './users.repository';

export interface AdministrationOptions {
  database: Database;
  referenceData: ReferenceDataCache;
  recorder: ChangeRecorder;
  clock: () => number;
}

const userNotFound = (id: number) => notFound(`User ${id} does not exist.`);

/** Ends a user's sessions and the links they shared, which must not outlive them (issue 17). */
async function endUserSessions(db: Executor, userId: number, reason: string, nowMs: number) {
  await revokeUserSessions(db, userId, reason, nowMs);
  await endUserSharedLinks(db, userId, reason, nowMs);
}

export class UserService {
  constructor(private readonly options: AdministrationOptions) {}

  list(query: PageQuery & { role: string }) {
    return findUsers(this.options.database.kysely, { ...searchWindow(query), role: query.role });
  }

  async get(id: number): Promise<User> {
    const user = await findUser(this.options.database.kysely, id);
    if (!user) throw userNotFound(id);
    return user;
  }

  create(caller: AuthContext, input: UserCreate): Promise<TemporaryPassword> {
    return this.#withTemporaryPassword(
      caller,
      async ({ transaction, auditChange }, passwordHash) => {
        if (await usernameTaken(transaction, input.username)) {
          throw invalidField('username', `Username ${input.username} is already taken`);
        }
        const employee = await findEmployeeForUser(transaction, input.employeeID);
        if (!employee) throw invalidField('employeeID', `unknown employee ${input.employeeID}`);
        if (employee.user_id !== null) {
          throw invalidField('employeeID', `Employee ${input.employeeID} already has a user`);
        }
        if (!employee.is_active) {
          throw invalidField('employeeID', `Employee ${input.employeeID} is no longer active`);
        }
        await this.#checkGrants(transaction, input);
        const id = await insertUser(transaction, input, passwordHash, this.options.clock());
        await replaceGrants(
          transaction,
          id,
          input.allCompanies ? [] : input.companies,
          input.outlets,
        );
        const created = await findUser(transaction, id);
        if (!created) throw userNotFound(id);
        await auditChange('user', created.username, null, userSettings(created));
        return created;
      },
    );
  }

  async update(caller: AuthContext, id: number, input: UserUpdate): Promise<User> {
    const before = await this.get(id);
    if (id === caller.userId) {
      if (input.role !== before.role) {
        throw forbidden('You cannot change your own role.');
      }
      if (!input.isActive) throw forbidden('You cannot deactivate yourself.');
    }
    return this.options.recorder.run(caller, ['auth'], async ({ transaction, auditChange }) => {
      await this.#checkGrants(transaction, input);
      const nowMs = this.options.clock();
      await updateUser(transaction, id, input, nowMs);
      await replaceGrants(
        transaction,
        id,
        input.allCompanies ? [] : input.companies,
        input.outlets,
      );
      if (before.isActive && !input.isActive) {
        await endUserSessions(transaction, id, 'deactivated', nowMs);
      }
      const after = await findUser(transaction, id);
      if (!after) throw userNotFound(id);
      await auditChange('user', after.username, userSettings(before), userSettings(after));
      return after;
    });
  }

  async resetPassword(caller: AuthContext, id: number): Promise<TemporaryPassword> {
    const before = await this.get(id);
    return this.#withTemporaryPassword(caller, async ({ transaction, audit }, passwordHash) => {
      const nowMs = this.options.clock();
      await setPassword(transaction, id, passwordHash, nowMs);
      await endUserSessions(transaction, id, 'password-reset', nowMs);
      await audit({
        action: 'UPDATED',
        entity: 'user',
        entityId: before.username,
        details: {
          changes: [{ field: 'password', from: 'set', to: 'reset to a temporary password' }],
        },
      });
      const after = await findUser(transaction, id);
      if (!after) throw userNotFound(id);
      return after;
    });
  }

  /**
   * Removes a user's second factor (a lost phone) with its recovery codes, and ends the user's
   * sessions; the user sets up a new one at the next sign-in when the role requires one.
   */
  async resetSecondFactor(caller: AuthContext, id: number): Promise<void> {
    const before = await this.get(id);
    await this.options.recorder.run(caller, ['auth'], async ({ transaction, audit }) => {
      const nowMs = this.options.clock();
      await deleteSecondFactor(transaction, id);
      await endUserSessions(transaction, id, 'second-factor-reset', nowMs);
      await audit({
        action: 'SECOND_FACTOR_RESET',
        entity: 'user',
        entityId: before.username,
        details: { hadSecondFactor: before.hasSecondFactor },
      });
    });
  }

  async delete(caller: AuthContext, id: number): Promise<string> {
    const before = await this.get(id);
    if (id === caller.userId) throw forbidden('You cannot delete yourself.');
    await this.options.recorder.run(caller, ['auth'], async ({ transaction, auditChange }) => {
      if (await userHasHistory(transaction, id)) {
        throw conflict(
          `User ${before.username} has signed in or made changes, so the audit log refers to it. Deactivate the user instead.`,
        );
      }
      await deleteUser(transaction, id);
      await auditChange('user', before.username, userSettings(before), null);
    });
    return before.username;
  }

  /**
   * Runs a change that sets a new temporary password (hashed before the transaction opens);
   * answers the user with the password, shown once.
   */
  async #withTemporaryPassword(
    caller: AuthContext,
    work: (scope: ChangeScope, passwordHash: string) => Promise<User>,
  ): Promise<TemporaryPassword> {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const user = await this.options.recorder.run(caller, ['auth'], (scope) =>
      work(scope, passwordHash),
    );
    return { user, temporaryPassword: password };
  }

  /** The role, companies and outlets must exist; outlets must belong to the chosen companies. */
  async #checkGrants(transaction: Kysely<DatabaseSchema>, input: UserUpdate): Promise<void> {
    if (!(await roleExists(transaction, input.role))) {
      throw invalidField('role', `unknown role ${input.role}`);
    }
    const reference = await this.options.referenceData.get();
    const known = new Set(reference.companies.map((company) => company.code));
    const unknownCompany = input.companies.find((code) => !known.has(code));
    if (unknownCompany) throw invalidField('companies', `unknown company ${unknownCompany}`);
    const outlets = await findOutletCompanies(transaction, input.outlets);
    const found = new Map(outlets.map((outlet) => [outlet.id, outlet.company_code]));
    for (const outletId of input.outlets) {
      const company = found.get(outletId);
      if (!company) throw invalidField('outlets', `unknown outlet ${outletId}`);
      if (!input.allCompanies && !input.companies.includes(company)) {
        throw invalidField('outlets', `outlet ${outletId} is not in the chosen companies`);
      }
    }
  }
}
