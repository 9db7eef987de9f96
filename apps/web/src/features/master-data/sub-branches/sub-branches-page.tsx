/**
 * system/subbranch: the sub-branches (stock rooms, counters) of the branches, searchable and in
 * pages of 15 that live in the address. A user allowed to manage master data creates, changes
 * and deletes them.
 */
import { MasterRecordPage } from '../master-record-page';
import { deleteSubBranch } from './api/delete-sub-branch';
import { subBranchesQueryOptions } from './api/get-sub-branches';
import { SUB_BRANCH_COLUMNS } from './sub-branch-columns';
import { SubBranchForm } from './sub-branch-form-modal';
import { SUB_BRANCH_KIND } from './sub-branch-kind';

export function SubBranchesPage() {
  return (
    <MasterRecordPage
      kind={SUB_BRANCH_KIND}
      description="The parts of a branch that keep their own stock, such as a back store."
      searchPlaceholder="Id, name or branch"
      listQuery={subBranchesQueryOptions}
      deleteRecord={deleteSubBranch}
      columns={SUB_BRANCH_COLUMNS}
      tableMinWidth={860}
      form={(subBranch, onDone) => <SubBranchForm subBranch={subBranch} onDone={onDone} />}
    />
  );
}
