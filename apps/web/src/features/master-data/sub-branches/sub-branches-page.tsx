/**
 * system/subbranch: the sub-branches (stock rooms, counters) of the branches, searchable and in
 * pages of 15 that live in the address. A user allowed to manage master data creates, changes
 * and deletes them.
 */
import { MasterRecordPage } from '../master-record-page';
import { deleteSubBranch } from './api/delete-sub-branch';
import { subBranchesQueryOptions } from './api/get-sub-branches';
import { SUB_BRANCH_COLUMNS, SUB_BRANCH_IDENTITY } from './sub-branch-columns';
import { SubBranchForm } from './sub-branch-form-modal';

export function SubBranchesPage() {
  return (
    <MasterRecordPage
      nouns={{ title: 'Sub Branches', one: 'sub branch', many: 'sub branches' }}
      description="The parts of a branch that keep their own stock, such as a back store."
      searchPlaceholder="Id, name or branch"
      listQuery={subBranchesQueryOptions}
      deleteRecord={deleteSubBranch}
      columns={SUB_BRANCH_COLUMNS}
      identity={SUB_BRANCH_IDENTITY}
      tableMinWidth={860}
      form={(subBranch, onDone) => <SubBranchForm subBranch={subBranch} onDone={onDone} />}
    />
  );
}
