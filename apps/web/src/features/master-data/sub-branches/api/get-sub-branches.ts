/** GET subbranch/?page=&limit=&keyword=: a page of the sub-branches, with their branch. */
import { subBranchListResponseSchema } from '@outlet-pulse/contracts';
import { masterDataKeys } from '../../master-data-keys';
import { masterListQuery } from '../../master-record-api';

export const subBranchesQueryOptions = masterListQuery(
  masterDataKeys.subBranches,
  'subbranch',
  subBranchListResponseSchema,
);
