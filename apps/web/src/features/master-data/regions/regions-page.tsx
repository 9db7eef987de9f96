/**
 * system/region: the regions branches are grouped in, with how many branches each has;
 * searchable and in pages of 15 that live in the address. A user allowed to manage master data
 * creates, changes and deletes them.
 */
import { MASTER_PAGE_SIZE, type Region } from '@outlet-pulse/contracts';
import { RecordList } from '../../../components/record-list/record-list';
import { useConfirmedDelete } from '../../../components/record-list/use-confirmed-delete';
import { useFormTarget } from '../../../components/record-list/use-form-target';
import { useListView } from '../../../components/record-list/use-list-view';
import { useCanManageMasterData } from '../use-can-manage-master-data';
import { useDeleteRegion } from './api/delete-region';
import { useRegions } from './api/get-regions';
import { REGION_COLUMNS, REGION_IDENTITY } from './region-columns';
import { RegionFormModal } from './region-form-modal';

export function RegionsPage() {
  const control = useListView();
  const list = useRegions(control.view);
  const canManage = useCanManageMasterData();
  const form = useFormTarget<Region>();
  const remove = useConfirmedDelete(useDeleteRegion(), REGION_IDENTITY, {
    one: 'region',
    deletedTitle: 'Region deleted',
    failedTitle: 'The region was not deleted',
  });

  return (
    <>
      <RecordList
        nouns={{ title: 'Regions', one: 'region', many: 'regions' }}
        description="The regions branches are grouped in, with how many branches each has."
        searchPlaceholder="Id or name"
        control={control}
        list={list}
        limit={MASTER_PAGE_SIZE}
        columns={REGION_COLUMNS}
        identity={REGION_IDENTITY}
        manage={canManage ? { onNew: form.openNew, onEdit: form.openEdit, ...remove } : null}
      />
      {canManage && <RegionFormModal form={form} />}
    </>
  );
}
