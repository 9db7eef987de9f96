/** The wire names of a branch (idbranch, branchName, …) and its status as the screen shows it. */
import { BRANCH_STATUS, type Branch } from '@outlet-pulse/contracts';
import { type BranchRecord, branchClosed } from './branches.repository';

export function presentBranch(branch: BranchRecord, today: string): Branch {
  return {
    idbranch: branch.id,
    branchName: branch.name,
    description: branch.description ?? '',
    email: branch.email ?? '',
    company: branch.company,
    companyName: branch.companyName,
    type: branch.type,
    group: branch.group,
    city: branch.city,
    region: branch.region,
    openDate: branch.openDate,
    closeDate: branch.closeDate,
    isActive: branch.active,
    active: branchClosed(branch, today) ? BRANCH_STATUS.closed : BRANCH_STATUS.active,
  };
}
