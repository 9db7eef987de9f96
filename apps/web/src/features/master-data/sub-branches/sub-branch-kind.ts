/** A sub-branch as its list and its form name it: its words, its id and name fields. */
import type { SubBranch } from '@outlet-pulse/contracts';
import { masterKind } from '../master-kind';

export const SUB_BRANCH_KIND = masterKind<SubBranch>(
  { title: 'Sub Branches', one: 'sub branch', many: 'sub branches' },
  { field: 'idSubBranch', label: 'Id Sub Branch' },
  { field: 'subBranchName', label: 'Sub Branch Name' },
);
