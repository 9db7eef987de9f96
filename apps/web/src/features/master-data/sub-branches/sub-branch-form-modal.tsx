/**
 * The dialog that creates a sub-branch or changes one: checked as the server checks it, the
 * spec's question before saving, the server's messages under their fields. Its branch is
 * searched on the server; the id of an existing sub-branch is shown but cannot change.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { SubBranch } from '@outlet-pulse/contracts';
import { Controller } from 'react-hook-form';
import { RecordForm, RecordFormModal } from '../../../components/record-list/record-form-modal';
import { RecordIdField } from '../../../components/record-list/record-id-field';
import type { FormTargetControl } from '../../../components/record-list/use-form-target';
import { useRecordForm } from '../../../components/record-list/use-record-form';
import { useSaveSubBranch } from './api/save-sub-branch';
import { branchOption } from './branch-search';
import { BranchSelect } from './branch-select';
import {
  EMPTY_SUB_BRANCH_FORM,
  SUB_BRANCH_FORM_FIELDS,
  type SubBranchFormValues,
  type SubBranchSave,
  subBranchFormSchema,
  subBranchFormValues,
} from './sub-branch-form';

export function SubBranchFormModal({ form }: { form: FormTargetControl<SubBranch> }) {
  const subBranch = form.target.mode === 'edit' ? form.target.row : null;
  return (
    <RecordFormModal
      opened={form.opened}
      onClose={form.close}
      title={subBranch ? `Edit sub branch ${subBranch.idSubBranch}` : 'New sub branch'}
    >
      <SubBranchForm key={form.key} subBranch={subBranch} onDone={form.close} />
    </RecordFormModal>
  );
}

function SubBranchForm({ subBranch, onDone }: { subBranch: SubBranch | null; onDone: () => void }) {
  const save = useSaveSubBranch();
  const { form, errors, submit } = useRecordForm<SubBranchFormValues, SubBranchSave>({
    resolver: zodResolver(subBranchFormSchema(subBranch?.idSubBranch ?? null)),
    defaultValues: subBranch ? subBranchFormValues(subBranch) : EMPTY_SUB_BRANCH_FORM,
    save,
    fields: SUB_BRANCH_FORM_FIELDS,
    noun: 'Sub branch',
    onDone,
  });

  return (
    <RecordForm onSubmit={submit} onCancel={onDone} saving={save.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <RecordIdField
          label="Id Sub Branch"
          noun="sub branch"
          editing={subBranch !== null}
          error={errors.idSubBranch?.message}
          registration={form.register('idSubBranch')}
        />
        <TextInput
          label="Sub Branch Name"
          withAsterisk
          error={errors.subBranchName?.message}
          {...form.register('subBranchName')}
          data-autofocus={subBranch !== null || undefined}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="idbranch"
        render={({ field, fieldState }) => (
          <BranchSelect
            value={field.value}
            initial={subBranch && branchOption(subBranch)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={fieldState.error?.message}
          />
        )}
      />
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
