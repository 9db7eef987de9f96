/** What the sub-branch list shows of each sub-branch, in the table and on the phone cards. */
import type { SubBranch } from '@outlet-pulse/contracts';
import type { RecordColumn, RowIdentity } from '../../../components/record-list/record-list-types';

export const SUB_BRANCH_IDENTITY: RowIdentity<SubBranch> = {
  key: (subBranch) => subBranch.idSubBranch,
  name: (subBranch) => `${subBranch.idSubBranch} ${subBranch.subBranchName}`,
};

export const SUB_BRANCH_COLUMNS: readonly RecordColumn<SubBranch>[] = [
  {
    header: 'Id Sub Branch',
    cell: (subBranch) => subBranch.idSubBranch,
    nowrap: true,
    inCardHeading: true,
  },
  { header: 'Sub Branch Name', cell: (subBranch) => subBranch.subBranchName, inCardHeading: true },
  { header: 'Branch', cell: (subBranch) => `${subBranch.idbranch} · ${subBranch.branchName}` },
  { header: 'Company', cell: (subBranch) => subBranch.company, nowrap: true },
  { header: 'Description', cell: (subBranch) => subBranch.description },
];
