/**
 * The Employee screen: an employee's whole record, read and changed by those who manage master
 * data, for the companies they may see. A caller sees an employee of a company the caller sees;
 * callers who see every company also see the holding's own staff (whose structure company is no
 * brand). A change bumps `auth`: the caller cache holds an employee's company and whether the
 * employee is active, and a deactivated employee's user may no longer sign in.
 */
import {
  CODE_LIST_MESSAGES,
  type EmployeeCreate,
  type EmployeeRecord,
  type EmployeeUpdate,
} from '@outlet-pulse/contracts';
import type { AuthContext } from '../../core/caller';
import { conflict, DomainError, invalidField, notFound } from '../../core/errors';
import type { Executor } from '../../db/database';
import type { BranchService, MasterDataOptions } from './branches.service';
import { toEmployeeRecord, toEmployeeRow } from './employees.presenter';
import {
  deleteEmployee,
  type EmployeeReferences,
  findEmployeeReferences,
  findEmployeeRow,
  insertEmployee,
  setEmployeeActive,
  updateEmployee,
} from './employees.repository';

const employeeNotFound = (id: string) => notFound(`Employee ${id} does not exist.`);

/** What the audit log keeps of a change: the record's fields, not whether it has a user. */
const auditedFields = ({ hasUser: _hasUser, ...fields }: EmployeeRecord) => fields;

/** Why an employee cannot be deleted, said as a list ('a user (rina), 2 employees who …'). */
export function referenceReasons(references: EmployeeReferences): string[] {
  const reasons: string[] = [];
  if (references.username !== null) {
    reasons.push(`a user who signs in as them (${references.username})`);
  }
  if (references.subordinates > 0) {
    reasons.push(
      `${references.subordinates} ${references.subordinates === 1 ? 'employee who names' : 'employees who name'} them as manager, head or superior`,
    );
  }
  if (references.accountHistory > 0) reasons.push('a sign-in history in the audit log');
  return reasons;
}

/** Deactivating one's own employee would end one's own sign-in at the next request. */
function refuseSelfDeactivation(caller: AuthContext, employeeId: string, isActive: boolean) {
  if (!isActive && employeeId === caller.employeeId) {
    throw invalidField('isActive', 'You cannot deactivate yourself: you could no longer sign in');
  }
}

export class EmployeeService {
  constructor(
    private readonly options: MasterDataOptions,
    private readonly branches: BranchService,
  ) {}

  /** An employee the caller may see; 404 alike for one that does not exist and one out of sight. */
  async get(caller: AuthContext, employeeId: string): Promise<EmployeeRecord> {
    const record = await this.#read(this.options.database.kysely, employeeId);
    if (!(await this.#sees(caller, record.company))) throw employeeNotFound(employeeId);
    return record;
  }

  async create(caller: AuthContext, input: EmployeeCreate): Promise<EmployeeRecord> {
    await this.#checkFields(caller, input, null);
    return this.options.recorder.run(caller, ['auth'], async ({ transaction, auditChange }) => {
      if (await findEmployeeRow(transaction, input.employeeID)) {
        throw invalidField('employeeID', `Employee ${input.employeeID} already exists`);
      }
      await insertEmployee(transaction, toEmployeeRow(input, null));
      const created = await this.#read(transaction, input.employeeID);
      await auditChange('employee', input.employeeID, null, auditedFields(created));
      return created;
    });
  }

  async update(
    caller: AuthContext,
    employeeId: string,
    input: EmployeeUpdate,
  ): Promise<EmployeeRecord> {
    const before = await this.get(caller, employeeId);
    refuseSelfDeactivation(caller, employeeId, input.isActive);
    await this.#checkFields(caller, { ...input, employeeID: employeeId }, before);
    return this.options.recorder.run(caller, ['auth'], async ({ transaction, auditChange }) => {
      const current = await findEmployeeRow(transaction, employeeId);
      if (!current) throw employeeNotFound(employeeId);
      const { employee_id: _id, ...fields } = toEmployeeRow(
        { ...input, employeeID: employeeId },
        current.reason_update,
      );
      await updateEmployee(transaction, employeeId, fields);
      const after = await this.#read(transaction, employeeId);
      await auditChange('employee', employeeId, auditedFields(before), auditedFields(after));
      return after;
    });
  }

  /** Deactivates (the employee's user can no longer sign in) or activates again. */
  async setActive(
    caller: AuthContext,
    employeeId: string,
    isActive: boolean,
  ): Promise<EmployeeRecord> {
    const before = await this.get(caller, employeeId);
    refuseSelfDeactivation(caller, employeeId, isActive);
    return this.options.recorder.run(caller, ['auth'], async ({ transaction, auditChange }) => {
      await setEmployeeActive(transaction, employeeId, isActive);
      const after = await this.#read(transaction, employeeId);
      await auditChange('employee', employeeId, auditedFields(before), auditedFields(after));
      return after;
    });
  }

  async delete(caller: AuthContext, employeeId: string): Promise<void> {
    const before = await this.get(caller, employeeId);
    await this.options.recorder.run(caller, ['auth'], async ({ transaction, auditChange }) => {
      const reasons = referenceReasons(await findEmployeeReferences(transaction, employeeId));
      if (reasons.length > 0) {
        throw conflict(
          `Employee ${employeeId} has ${reasons.join(', ')}, so it cannot be deleted. ${CODE_LIST_MESSAGES.deactivateInstead}`,
        );
      }
      await deleteEmployee(transaction, employeeId);
      await auditChange('employee', employeeId, auditedFields(before), null);
    });
  }

  async #read(db: Executor, employeeId: string): Promise<EmployeeRecord> {
    const row = await findEmployeeRow(db, employeeId);
    if (!row) throw employeeNotFound(employeeId);
    return toEmployeeRecord(row);
  }

  async #sees(caller: AuthContext, company: string): Promise<boolean> {
    if (caller.companies === 'all') return true;
    return (await this.branches.visibleCompanyCodes(caller)).includes(company);
  }

  /**
   * The company must exist and be one the caller sees (an employee kept at the company it has,
   * such as the holding's staff, passes); the branch must be an outlet of a company the caller
   * sees; a manager, head or superior must be another employee.
   */
  async #checkFields(
    caller: AuthContext,
    input: EmployeeCreate,
    before: EmployeeRecord | null,
  ): Promise<void> {
    if (input.company !== before?.company) await this.branches.checkCompany(caller, input.company);
    if (input.activeBranch !== null && input.activeBranch !== before?.activeBranch) {
      const branch = input.activeBranch;
      await this.branches.get(caller, branch).catch((error: unknown) => {
        if (!(error instanceof DomainError)) throw error;
        throw invalidField('activeBranch', `unknown branch ${branch}`);
      });
    }
    const db = this.options.database.kysely;
    const superiors = [
      ['managerId', input.managerId],
      ['deptHeadId', input.deptHeadId],
      ['structuralSuperiorId', input.structuralSuperiorId],
    ] as const;
    for (const [field, id] of superiors) {
      if (id === null) continue;
      if (id === input.employeeID)
        throw invalidField(field, 'an employee cannot be their own superior');
      if (!(await findEmployeeRow(db, id))) throw invalidField(field, `unknown employee ${id}`);
    }
  }
}
