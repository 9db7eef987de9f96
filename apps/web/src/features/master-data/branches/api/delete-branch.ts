/**
 * DELETE branch/:id. The server refuses a branch that data refers to (it is to be deactivated
 * instead, deactivate-branch.ts); its message reaches the user as it is.
 */
import type { Branch } from '@outlet-pulse/contracts';
import { deleteMasterRecord } from '../../master-record-api';

export function deleteBranch(branch: Branch) {
  return deleteMasterRecord('branch', branch.idbranch);
}
