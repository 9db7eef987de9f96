/**
 * Sub-branches belong to a branch; a caller sees and changes only those whose branch belongs
 * to a company the caller may see. Nothing refers to a sub-branch, so deleting one is safe.
 */
import type {
  PageQuery,
  SubBranch,
  SubBranchCreate,
  SubBranchUpdate,
} from '@outlet-pulse/contracts';
import type { AuthContext } from '../../core/caller';
import { invalidField, notFound } from '../../core/errors';
import type { BranchService, MasterDataOptions } from './branches.service';
import {
  deleteSubBranch,
  findSubBranch,
  findSubBranches,
  insertSubBranch,
  subBranchIdTaken,
  updateSubBranch,
} from './sub-branches.repository';

const subBranchNotFound = (id: string) => notFound(`Sub-branch ${id} does not exist.`);

/** The fields an administrator edits, for the audit log's before-and-after. */
const auditedFields = (subBranch: SubBranch | SubBranchCreate) => ({
  subBranchName: subBranch.subBranchName,
  idbranch: subBranch.idbranch,
  description: subBranch.description,
});

export class SubBranchService {
  constructor(
    private readonly options: MasterDataOptions,
    private readonly branches: BranchService,
  ) {}

  async list(caller: AuthContext, query: PageQuery) {
    const filter = await this.branches.filterUnderParent(caller, query);
    return findSubBranches(this.options.database.kysely, filter);
  }

  async get(caller: AuthContext, id: string): Promise<SubBranch> {
    const subBranch = await findSubBranch(this.options.database.kysely, id);
    if (!subBranch || !(await this.branches.maySee(caller, subBranch.company))) {
      throw subBranchNotFound(id);
    }
    return subBranch;
  }

  async create(caller: AuthContext, input: SubBranchCreate): Promise<SubBranch> {
    await this.#checkBranch(caller, input.idbranch);
    return this.options.recorder.run(caller, [], async ({ transaction, auditChange }) => {
      if (await subBranchIdTaken(transaction, input.idSubBranch)) {
        throw invalidField('idSubBranch', `Sub-branch ${input.idSubBranch} already exists`);
      }
      await insertSubBranch(transaction, input);
      const created = await findSubBranch(transaction, input.idSubBranch);
      if (!created) throw subBranchNotFound(input.idSubBranch);
      await auditChange('subbranch', input.idSubBranch, null, auditedFields(input));
      return created;
    });
  }

  async update(caller: AuthContext, id: string, input: SubBranchUpdate): Promise<SubBranch> {
    const before = await this.get(caller, id);
    await this.#checkBranch(caller, input.idbranch);
    return this.options.recorder.run(caller, [], async ({ transaction, auditChange }) => {
      await updateSubBranch(transaction, id, input);
      const after = await findSubBranch(transaction, id);
      if (!after) throw subBranchNotFound(id);
      await auditChange('subbranch', id, auditedFields(before), auditedFields(after));
      return after;
    });
  }

  async delete(caller: AuthContext, id: string): Promise<void> {
    const before = await this.get(caller, id);
    await this.options.recorder.run(caller, [], async ({ transaction, auditChange }) => {
      await deleteSubBranch(transaction, id);
      await auditChange('subbranch', id, auditedFields(before), null);
    });
  }

  /** The parent branch must exist and be one the caller may see (a 400 on the field). */
  async #checkBranch(caller: AuthContext, idbranch: string): Promise<void> {
    try {
      await this.branches.get(caller, idbranch);
    } catch {
      throw invalidField('idbranch', `unknown branch ${idbranch}`);
    }
  }
}
