/**
 * The form inside the dialog that creates a sub-branch or changes one: checked as the server
 * checks it, the spec's question before saving, the server's messages under their fields. Its
 * branch is searched on the server; the id of an existing sub-branch is shown but cannot change.
 */
import type { SubBranch } from '@outlet-pulse/contracts';
import { Controller } from 'react-hook-form';
import { RecordForm } from '../../../components/record-list/record-form-modal';
import {
  DescriptionField,
  IdAndNameFields,
  type MasterFormDefinition,
  useMasterRecordForm,
} from '../master-record-form';
import { saveSubBranch } from './api/save-sub-branch';
import { branchOption } from './branch-search';
import { BranchSelect } from './branch-select';
import {
  EMPTY_SUB_BRANCH_FORM,
  type SubBranchFormValues,
  type SubBranchSave,
  subBranchFormSchema,
  subBranchFormValues,
} from './sub-branch-form';
import { SUB_BRANCH_KIND } from './sub-branch-kind';

const SUB_BRANCH_FORM: MasterFormDefinition<SubBranch, SubBranchFormValues, SubBranchSave> = {
  kind: SUB_BRANCH_KIND,
  schema: subBranchFormSchema,
  empty: EMPTY_SUB_BRANCH_FORM,
  valuesOf: subBranchFormValues,
  save: saveSubBranch,
};

export function SubBranchForm({
  subBranch,
  onDone,
}: {
  subBranch: SubBranch | null;
  onDone: () => void;
}) {
  const { form, submit, saving } = useMasterRecordForm(SUB_BRANCH_FORM, subBranch, onDone);
  return (
    <RecordForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <IdAndNameFields definition={SUB_BRANCH_FORM} form={form} editing={subBranch !== null} />
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
      <DescriptionField form={form} />
    </RecordForm>
  );
}
