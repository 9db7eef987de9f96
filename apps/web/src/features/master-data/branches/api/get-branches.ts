/** GET branch/?page=&limit=&keyword=: a page of the branches, with their company's name. */
import { branchListResponseSchema } from '@outlet-pulse/contracts';
import { masterDataKeys } from '../../master-data-keys';
import { masterListQuery } from '../../master-record-api';

export const branchesQueryOptions = masterListQuery(
  masterDataKeys.branches,
  'branch',
  branchListResponseSchema,
);
