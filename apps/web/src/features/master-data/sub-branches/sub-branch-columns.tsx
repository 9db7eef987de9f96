/** What the sub-branch list shows of each sub-branch, in the table and on the phone cards. */
import type { SubBranch } from '@outlet-pulse/contracts';
import type { RecordColumn } from '../../../components/record-list/record-list-types';
import { idAndNameColumns } from '../master-kind';
import { SUB_BRANCH_KIND } from './sub-branch-kind';

export const SUB_BRANCH_COLUMNS: readonly RecordColumn<SubBranch>[] = [
  ...idAndNameColumns(SUB_BRANCH_KIND),
  { header: 'Branch', cell: (subBranch) => `${subBranch.idbranch} · ${subBranch.branchName}` },
  { header: 'Company', cell: (subBranch) => subBranch.company, nowrap: true },
  { header: 'Description', cell: (subBranch) => subBranch.description },
];
