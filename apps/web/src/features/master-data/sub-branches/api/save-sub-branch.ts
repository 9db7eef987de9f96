/** POST subbranch/create (a new sub-branch) or PUT subbranch/:id (all but its id). */
import { subBranchResponseSchema } from '@outlet-pulse/contracts';
import { saveMasterRecord } from '../../master-record-api';
import type { SubBranchSave } from '../sub-branch-form';

export function saveSubBranch(save: SubBranchSave) {
  return saveMasterRecord('subbranch', subBranchResponseSchema, save);
}
