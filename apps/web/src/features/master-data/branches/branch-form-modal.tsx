/**
 * The form inside the dialog that creates a branch or changes one (spec 001 §3.9): every field
 * checked as the server checks it, the spec's question before saving, the server's messages
 * under their fields. Company, type, group and region are chosen from the server's lists; the id of an
 * existing branch is shown but cannot change.
 */
import { Alert, Button, SimpleGrid, TextInput } from '@mantine/core';
import type { Branch } from '@outlet-pulse/contracts';
import { withCurrentChoice } from '../../../components/record-list/choice-options';
import { RecordForm } from '../../../components/record-list/record-form-modal';
import { fieldOf } from '../../../lib/form-field';
import {
  DescriptionField,
  IdAndNameFields,
  type MasterFormDefinition,
  SelectField,
  SwitchField,
  useMasterRecordForm,
} from '../master-record-form';
import { type BranchChoices, useBranchChoices } from './api/get-branch-choices';
import { saveBranch } from './api/save-branch';
import {
  type BranchFormValues,
  type BranchSave,
  branchFormSchema,
  branchFormValues,
  EMPTY_BRANCH_FORM,
} from './branch-form';
import { BRANCH_KIND } from './branch-kind';

const BRANCH_FORM: MasterFormDefinition<Branch, BranchFormValues, BranchSave> = {
  kind: BRANCH_KIND,
  schema: branchFormSchema,
  empty: EMPTY_BRANCH_FORM,
  valuesOf: branchFormValues,
  save: saveBranch,
};

type SelectFieldName = 'company' | 'type' | 'group' | 'region';

/** The options of each select, with the branch's own value kept when the list lacks it. */
function selectOptions(choices: BranchChoices, branch: Branch | null) {
  const kept = (value: string | null | undefined, label?: string) =>
    value ? { value, label: label ?? value } : null;
  return {
    company: withCurrentChoice(
      choices.companies,
      kept(branch?.company, branch ? `${branch.company} · ${branch.companyName}` : undefined),
    ),
    type: withCurrentChoice(choices.types, kept(branch?.type)),
    group: withCurrentChoice(choices.groups, kept(branch?.group)),
    region: withCurrentChoice(choices.regions, kept(branch?.region)),
  } satisfies Record<SelectFieldName, unknown>;
}

export function BranchForm({ branch, onDone }: { branch: Branch | null; onDone: () => void }) {
  const choices = useBranchChoices();
  const { form, submit, saving } = useMasterRecordForm(BRANCH_FORM, branch, onDone);
  const options = selectOptions(choices, branch);

  const select = (name: SelectFieldName, label: string, required = true) => (
    <SelectField
      form={form}
      name={name}
      label={label}
      data={options[name]}
      required={required}
      loading={choices.isLoading}
    />
  );

  return (
    <RecordForm onSubmit={submit} onCancel={onDone} saving={saving}>
      {choices.error && (
        <Alert color="red" variant="light" title="Some choices could not be loaded">
          {choices.error.message}{' '}
          <Button size="compact-xs" variant="outline" color="red" onClick={choices.retry}>
            Retry
          </Button>
        </Alert>
      )}
      <IdAndNameFields definition={BRANCH_FORM} form={form} editing={branch !== null} />
      <DescriptionField form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          autoComplete="off"
          {...fieldOf(form, 'email')}
        />
        {select('company', 'Company')}
        {select('type', 'Type')}
        {select('group', 'Group')}
        <TextInput label="City" withAsterisk {...fieldOf(form, 'city')} />
        {select('region', 'Region', false)}
        <TextInput label="Open date" type="date" withAsterisk {...fieldOf(form, 'openDate')} />
        <TextInput label="Close date" type="date" {...fieldOf(form, 'closeDate')} />
      </SimpleGrid>
      <SwitchField
        form={form}
        name="isActive"
        label="Active"
        description="Switch off to deactivate a branch: one with sales cannot be deleted"
      />
    </RecordForm>
  );
}
