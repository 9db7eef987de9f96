/**
 * system/subbranch: the sub-branches (stock rooms, counters) of the branches, searchable and in
 * pages of 15 that live in the address. A user allowed to manage master data creates, changes
 * and deletes them.
 */
import { MASTER_PAGE_SIZE, type SubBranch } from '@outlet-pulse/contracts';
import { RecordList } from '../../../components/record-list/record-list';
import { useConfirmedDelete } from '../../../components/record-list/use-confirmed-delete';
import { useFormTarget } from '../../../components/record-list/use-form-target';
import { useListView } from '../../../components/record-list/use-list-view';
import { useCanManageMasterData } from '../use-can-manage-master-data';
import { useDeleteSubBranch } from './api/delete-sub-branch';
import { useSubBranches } from './api/get-sub-branches';
import { SUB_BRANCH_COLUMNS, SUB_BRANCH_IDENTITY } from './sub-branch-columns';
import { SubBranchFormModal } from './sub-branch-form-modal';

export function SubBranchesPage() {
  const control = useListView();
  const list = useSubBranches(control.view);
  const canManage = useCanManageMasterData();
  const form = useFormTarget<SubBranch>();
  const remove = useConfirmedDelete(useDeleteSubBranch(), SUB_BRANCH_IDENTITY, {
    one: 'sub branch',
    deletedTitle: 'Sub branch deleted',
    failedTitle: 'The sub branch was not deleted',
  });

  return (
    <>
      <RecordList
        nouns={{ title: 'Sub Branches', one: 'sub branch', many: 'sub branches' }}
        description="The parts of a branch that keep their own stock, such as a back store."
        searchPlaceholder="Id, name or branch"
        control={control}
        list={list}
        limit={MASTER_PAGE_SIZE}
        columns={SUB_BRANCH_COLUMNS}
        identity={SUB_BRANCH_IDENTITY}
        manage={canManage ? { onNew: form.openNew, onEdit: form.openEdit, ...remove } : null}
        tableMinWidth={860}
      />
      {canManage && <SubBranchFormModal form={form} />}
    </>
  );
}
