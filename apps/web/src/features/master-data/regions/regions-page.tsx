/**
 * system/region: the regions branches are grouped in, with how many branches each has;
 * searchable and in pages of 15 that live in the address. A user allowed to manage master data
 * creates, changes and deletes them.
 */
import { MasterRecordPage } from '../master-record-page';
import { deleteRegion } from './api/delete-region';
import { regionsQueryOptions } from './api/get-regions';
import { REGION_COLUMNS } from './region-columns';
import { RegionForm } from './region-form-modal';
import { REGION_KIND } from './region-kind';

export function RegionsPage() {
  return (
    <MasterRecordPage
      kind={REGION_KIND}
      description="The regions branches are grouped in, with how many branches each has."
      searchPlaceholder="Id or name"
      listQuery={regionsQueryOptions}
      deleteRecord={deleteRegion}
      columns={REGION_COLUMNS}
      form={(region, onDone) => <RegionForm region={region} onDone={onDone} />}
    />
  );
}
