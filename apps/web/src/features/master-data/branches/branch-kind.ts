/** A branch as its list and its form name it: its words, its id and name fields. */
import type { Branch } from '@outlet-pulse/contracts';
import { masterKind } from '../master-kind';

export const BRANCH_KIND = masterKind<Branch>(
  { title: 'Branches', one: 'branch', many: 'branches' },
  { field: 'idbranch', label: 'Id Branch' },
  { field: 'branchName', label: 'Branch Name' },
);
