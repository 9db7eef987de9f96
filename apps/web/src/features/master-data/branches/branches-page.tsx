/**
 * system/branch: the branches (outlets) of every company, searchable and in pages of 15 that
 * live in the address. A user allowed to manage master data creates, changes and deletes them;
 * a branch with sales is deactivated rather than deleted (the server says so).
 */
import { MasterRecordPage } from '../master-record-page';
import { deleteBranch } from './api/delete-branch';
import { branchesQueryOptions } from './api/get-branches';
import { BRANCH_COLUMNS } from './branch-columns';
import { BranchForm } from './branch-form-modal';
import { BRANCH_KIND } from './branch-kind';

export function BranchesPage() {
  return (
    <MasterRecordPage
      kind={BRANCH_KIND}
      description="The outlets of every company, with their type, group, region and dates."
      searchPlaceholder="Id, name or city"
      listQuery={branchesQueryOptions}
      deleteRecord={deleteBranch}
      columns={BRANCH_COLUMNS}
      tableMinWidth={900}
      form={(branch, onDone) => <BranchForm branch={branch} onDone={onDone} />}
    />
  );
}
