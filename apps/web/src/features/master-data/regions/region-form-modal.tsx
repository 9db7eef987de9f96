/**
 * The dialog that creates a region or changes one: checked as the server checks it, the spec's
 * question before saving, the server's messages under their fields. The id of an existing
 * region is shown but cannot change.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { Region } from '@outlet-pulse/contracts';
import { RecordForm, RecordFormModal } from '../../../components/record-list/record-form-modal';
import { RecordIdField } from '../../../components/record-list/record-id-field';
import type { FormTargetControl } from '../../../components/record-list/use-form-target';
import { useRecordForm } from '../../../components/record-list/use-record-form';
import { useSaveRegion } from './api/save-region';
import {
  EMPTY_REGION_FORM,
  REGION_FORM_FIELDS,
  type RegionFormValues,
  type RegionSave,
  regionFormSchema,
  regionFormValues,
} from './region-form';

export function RegionFormModal({ form }: { form: FormTargetControl<Region> }) {
  const region = form.target.mode === 'edit' ? form.target.row : null;
  return (
    <RecordFormModal
      opened={form.opened}
      onClose={form.close}
      title={region ? `Edit region ${region.idRegion}` : 'New region'}
    >
      <RegionForm key={form.key} region={region} onDone={form.close} />
    </RecordFormModal>
  );
}

function RegionForm({ region, onDone }: { region: Region | null; onDone: () => void }) {
  const save = useSaveRegion();
  const { form, errors, submit } = useRecordForm<RegionFormValues, RegionSave>({
    resolver: zodResolver(regionFormSchema(region?.idRegion ?? null)),
    defaultValues: region ? regionFormValues(region) : EMPTY_REGION_FORM,
    save,
    fields: REGION_FORM_FIELDS,
    noun: 'Region',
    onDone,
  });

  return (
    <RecordForm onSubmit={submit} onCancel={onDone} saving={save.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <RecordIdField
          label="Id Region"
          noun="region"
          editing={region !== null}
          error={errors.idRegion?.message}
          registration={form.register('idRegion')}
        />
        <TextInput
          label="Region Name"
          withAsterisk
          error={errors.regionName?.message}
          {...form.register('regionName')}
          data-autofocus={region !== null || undefined}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={2}
        maxRows={5}
        error={errors.description?.message}
        {...form.register('description')}
      />
    </RecordForm>
  );
}
