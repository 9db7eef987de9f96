/**
 * Branches: the outlets of the sales data, as the branch screen and the branch calls see and
 * change them. A caller sees and changes only branches of the companies the caller may see;
 * changes bump `sales` because an outlet's company, type or group changes what sales answers
 * contain.
 */
import {
  type Branch,
  type BranchCreate,
  type BranchListQuery,
  type BranchUpdate,
  CODE_LIST_MESSAGES,
  type PageQuery,
} from '@outlet-pulse/contracts';
import type { Kysely } from 'kysely';
import type { ChangeRecorder } from '../../core/audit/change-recorder';
import type { AuthContext } from '../../core/caller';
import { visibleCompanies } from '../../core/entitlements';
import { conflict, forbidden, invalidField, notFound } from '../../core/errors';
import { searchWindow } from '../../core/paging';
import type { ReferenceDataCache } from '../../core/reference-data';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { todayIn } from '../../lib/business-date';
import { presentBranch } from './branches.presenter';
import {
  deleteBranch,
  findBranch,
  findBranches,
  findBranchReferences,
  findTypeAndGroupCodes,
  insertBranch,
  regionExists,
  type UnderParentFilter,
  updateBranch,
} from './branches.repository';
import { findInactiveCodes } from './code-lists.repository';

export interface MasterDataOptions {
  database: Database;
  referenceData: ReferenceDataCache;
  recorder: ChangeRecorder;
  timeZone: string;
  clock: () => number;
}

/** The fields of a branch that name a code list entry, its table, and how a person says it. */
const INACTIVE_CHECKS = [
  ['company', 'companies', 'Company'],
  ['type', 'outlet_types', 'Type'],
  ['group', 'outlet_groups', 'Group'],
] as const;

export const branchNotFound = (id: string) => notFound(`Branch ${id} does not exist.`);

export class BranchService {
  constructor(private readonly options: MasterDataOptions) {}

  #today(): string {
    return todayIn(this.options.timeZone, new Date(this.options.clock()));
  }

  /** The codes of the companies the caller may see. */
  async visibleCompanyCodes(caller: AuthContext): Promise<string[]> {
    const reference = await this.options.referenceData.get();
    return visibleCompanies(reference, caller).map((company) => company.code);
  }

  /** Whether the caller may see the company's branches and what hangs under them. */
  async maySee(caller: AuthContext, company: string): Promise<boolean> {
    return (await this.visibleCompanyCodes(caller)).includes(company);
  }

  /** A page of what hangs under `query.parent`, among the branches the caller may see. */
  async filterUnderParent(caller: AuthContext, query: PageQuery): Promise<UnderParentFilter> {
    return {
      companies: await this.visibleCompanyCodes(caller),
      ...searchWindow(query),
      parent: query.parent,
    };
  }

  /** A company named in a request: 400 when unknown, 403 when the caller may not see it. */
  async checkCompany(caller: AuthContext, code: string): Promise<void> {
    if (await this.maySee(caller, code)) return;
    const reference = await this.options.referenceData.get();
    if (!reference.companies.some((company) => company.code === code)) {
      throw invalidField('company', `unknown company ${code}`);
    }
    throw forbidden();
  }

  async list(caller: AuthContext, query: BranchListQuery) {
    const visible = await this.visibleCompanyCodes(caller);
    const wanted = query.company || query.parent;
    if (wanted) await this.checkCompany(caller, wanted);
    const { rows, count } = await findBranches(this.options.database.kysely, {
      companies: wanted ? [wanted] : visible,
      ...searchWindow(query),
    });
    const today = this.#today();
    return { rows: rows.map((branch) => presentBranch(branch, today)), count };
  }

  /** A branch the caller may see; 404 for one that does not exist or that the caller may not see. */
  async get(caller: AuthContext, id: string): Promise<Branch> {
    const branch = await findBranch(this.options.database.kysely, id);
    if (!branch || !(await this.maySee(caller, branch.company))) {
      throw branchNotFound(id);
    }
    return presentBranch(branch, this.#today());
  }

  async create(caller: AuthContext, input: BranchCreate): Promise<Branch> {
    await this.#checkFields(caller, input, null);
    return this.options.recorder.run(caller, ['sales'], async ({ transaction, auditChange }) => {
      if (await findBranch(transaction, input.idbranch)) {
        throw invalidField('idbranch', `Branch ${input.idbranch} already exists`);
      }
      await insertBranch(transaction, input);
      const created = await this.#read(transaction, input.idbranch);
      await auditChange('branch', input.idbranch, null, created);
      return created;
    });
  }

  async update(caller: AuthContext, id: string, input: BranchUpdate): Promise<Branch> {
    const before = await this.get(caller, id);
    await this.#checkFields(caller, input, before);
    return this.options.recorder.run(caller, ['sales'], async ({ transaction, auditChange }) => {
      await updateBranch(transaction, id, input);
      const after = await this.#read(transaction, id);
      await auditChange('branch', id, before, after);
      return after;
    });
  }

  async delete(caller: AuthContext, id: string): Promise<void> {
    const before = await this.get(caller, id);
    await this.options.recorder.run(caller, ['sales'], async ({ transaction, auditChange }) => {
      const references = await findBranchReferences(transaction, id);
      if (references.length > 0) {
        throw conflict(
          `Branch ${id} has ${references.join(', ')}, so it cannot be deleted. ${CODE_LIST_MESSAGES.deactivateInstead}`,
        );
      }
      await deleteBranch(transaction, id);
      await auditChange('branch', id, before, null);
    });
  }

  async typesAndGroups() {
    return findTypeAndGroupCodes(this.options.database.kysely);
  }

  async #read(transaction: Kysely<DatabaseSchema>, id: string): Promise<Branch> {
    const branch = await findBranch(transaction, id);
    if (!branch) throw branchNotFound(id);
    return presentBranch(branch, this.#today());
  }

  /**
   * Company, type, group and region must exist, and the company must be one the caller sees;
   * a new branch, or one moved to another company, type or group, may not take an inactive one
   * (code-lists.ts: inactive codes stay in history only).
   */
  async #checkFields(
    caller: AuthContext,
    input: BranchUpdate,
    before: Branch | null,
  ): Promise<void> {
    await this.checkCompany(caller, input.company);
    const { types, groups } = await this.typesAndGroups();
    if (!types.some((type) => type.code === input.type)) {
      throw invalidField('type', `unknown type ${input.type}`);
    }
    if (!groups.some((group) => group.code === input.group)) {
      throw invalidField('group', `unknown group ${input.group}`);
    }
    if (input.region && !(await regionExists(this.options.database.kysely, input.region))) {
      throw invalidField('region', `unknown region ${input.region}`);
    }
    for (const [field, table, label] of INACTIVE_CHECKS) {
      if (before?.[field] === input[field]) continue;
      if ((await findInactiveCodes(this.options.database.kysely, table)).includes(input[field])) {
        throw invalidField(field, `${label} ${input[field]} is inactive`);
      }
    }
  }
}
