/**
 * system/branch: the branches (outlets) of every company, searchable and in pages of 15 that
 * live in the address. A user allowed to manage master data creates, changes and deletes them;
 * a branch with sales is deactivated rather than deleted (the server says so).
 */
import { type Branch, MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { RecordList } from '../../../components/record-list/record-list';
import { useConfirmedDelete } from '../../../components/record-list/use-confirmed-delete';
import { useFormTarget } from '../../../components/record-list/use-form-target';
import { useListView } from '../../../components/record-list/use-list-view';
import { useCanManageMasterData } from '../use-can-manage-master-data';
import { useDeleteBranch } from './api/delete-branch';
import { useBranches } from './api/get-branches';
import { BRANCH_COLUMNS, BRANCH_IDENTITY } from './branch-columns';
import { BranchFormModal } from './branch-form-modal';

export function BranchesPage() {
  const control = useListView();
  const list = useBranches(control.view);
  const canManage = useCanManageMasterData();
  const form = useFormTarget<Branch>();
  const remove = useConfirmedDelete(useDeleteBranch(), BRANCH_IDENTITY, {
    one: 'branch',
    deletedTitle: 'Branch deleted',
    failedTitle: 'The branch was not deleted',
  });

  return (
    <>
      <RecordList
        nouns={{ title: 'Branches', one: 'branch', many: 'branches' }}
        description="The outlets of every company, with their type, group, region and dates."
        searchPlaceholder="Id, name or city"
        control={control}
        list={list}
        limit={MASTER_PAGE_SIZE}
        columns={BRANCH_COLUMNS}
        identity={BRANCH_IDENTITY}
        manage={canManage ? { onNew: form.openNew, onEdit: form.openEdit, ...remove } : null}
        tableMinWidth={900}
      />
      {canManage && <BranchFormModal form={form} />}
    </>
  );
}
