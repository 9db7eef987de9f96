/** POST branch/create (a new branch) or PUT branch/:id (every field but the id). */
import { branchResponseSchema } from '@outlet-pulse/contracts';
import { saveMasterRecord } from '../../master-record-api';
import type { BranchSave } from '../branch-form';

export function saveBranch(save: BranchSave) {
  return saveMasterRecord('branch', branchResponseSchema, save);
}
