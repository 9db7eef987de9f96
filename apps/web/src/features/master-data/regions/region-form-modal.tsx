/**
 * The form inside the dialog that creates a region or changes one: checked as the server checks
 * it, the spec's question before saving, the server's messages under their fields. The id of an
 * existing region is shown but cannot change.
 */
import type { Region } from '@outlet-pulse/contracts';
import { RecordForm } from '../../../components/record-list/record-form-modal';
import {
  DescriptionField,
  IdAndNameFields,
  type MasterFormDefinition,
  useMasterRecordForm,
} from '../master-record-form';
import { saveRegion } from './api/save-region';
import {
  EMPTY_REGION_FORM,
  type RegionFormValues,
  type RegionSave,
  regionFormSchema,
  regionFormValues,
} from './region-form';
import { REGION_KIND } from './region-kind';

const REGION_FORM: MasterFormDefinition<Region, RegionFormValues, RegionSave> = {
  kind: REGION_KIND,
  schema: regionFormSchema,
  empty: EMPTY_REGION_FORM,
  valuesOf: regionFormValues,
  save: saveRegion,
};

export function RegionForm({ region, onDone }: { region: Region | null; onDone: () => void }) {
  const { form, submit, saving } = useMasterRecordForm(REGION_FORM, region, onDone);
  return (
    <RecordForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <IdAndNameFields definition={REGION_FORM} form={form} editing={region !== null} />
      <DescriptionField form={form} />
    </RecordForm>
  );
}
