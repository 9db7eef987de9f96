/** DELETE subbranch/:id; a refusal reaches the user with the server's message. */
import type { SubBranch } from '@outlet-pulse/contracts';
import { deleteMasterRecord } from '../../master-record-api';

export function deleteSubBranch(subBranch: SubBranch) {
  return deleteMasterRecord('subbranch', subBranch.idSubBranch);
}
