/**
 * DELETE branch/:id. The server refuses a branch that has sales (it is to be deactivated
 * instead); its message reaches the user as it is.
 */
import type { Branch } from '@outlet-pulse/contracts';
import { deleteMasterRecord } from '../../master-record-api';

export function deleteBranch(branch: Branch) {
  return deleteMasterRecord('branch', branch.idbranch);
}
