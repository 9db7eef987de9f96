/**
 * system/branch: the branches (outlets) of every company, searchable and in pages of 15 that
 * live in the address. A user allowed to manage master data creates, changes and deletes them;
 * deleting a branch that data refers to is refused with the reason (the server's), and
 * deactivating it is offered instead.
 */
import { MasterRecordPage } from '../master-record-page';
import { useDeleteOrDeactivate } from '../use-delete-or-deactivate';
import { deactivateBranch } from './api/deactivate-branch';
import { deleteBranch } from './api/delete-branch';
import { branchesQueryOptions } from './api/get-branches';
import { BRANCH_COLUMNS } from './branch-columns';
import { BranchForm } from './branch-form-modal';
import { BRANCH_KIND } from './branch-kind';

const BRANCH_CALLS = { remove: deleteBranch, deactivate: deactivateBranch };

export function BranchesPage() {
  const remove = useDeleteOrDeactivate(BRANCH_CALLS, BRANCH_KIND.nouns.one, BRANCH_KIND.identity);
  return (
    <MasterRecordPage
      kind={BRANCH_KIND}
      description="The outlets of every company, with their type, group, region and dates."
      searchPlaceholder="Id, name or city"
      listQuery={branchesQueryOptions}
      deleteRecord={remove}
      columns={BRANCH_COLUMNS}
      tableMinWidth={900}
      form={(branch, onDone) => <BranchForm branch={branch} onDone={onDone} />}
    />
  );
}
