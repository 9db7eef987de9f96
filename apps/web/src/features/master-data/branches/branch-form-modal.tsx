/**
 * The dialog that creates a branch or changes one (spec 001 §3.9): every field checked as the
 * server checks it, the spec's question before saving, the server's messages under their
 * fields. Company, type, group and region are chosen from the server's lists; the id of an
 * existing branch is shown but cannot change.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { Branch } from '@outlet-pulse/contracts';
import { Controller } from 'react-hook-form';
import { withCurrentChoice } from '../../../components/record-list/choice-options';
import { RecordForm, RecordFormModal } from '../../../components/record-list/record-form-modal';
import { RecordIdField } from '../../../components/record-list/record-id-field';
import type { FormTargetControl } from '../../../components/record-list/use-form-target';
import { useRecordForm } from '../../../components/record-list/use-record-form';
import { type BranchChoices, useBranchChoices } from './api/get-branch-choices';
import { useSaveBranch } from './api/save-branch';
import {
  BRANCH_FORM_FIELDS,
  type BranchFormValues,
  type BranchSave,
  branchFormSchema,
  branchFormValues,
  EMPTY_BRANCH_FORM,
} from './branch-form';

export function BranchFormModal({ form }: { form: FormTargetControl<Branch> }) {
  const branch = form.target.mode === 'edit' ? form.target.row : null;
  return (
    <RecordFormModal
      opened={form.opened}
      onClose={form.close}
      title={branch ? `Edit branch ${branch.idbranch}` : 'New branch'}
    >
      <BranchForm key={form.key} branch={branch} onDone={form.close} />
    </RecordFormModal>
  );
}

type SelectField = 'company' | 'type' | 'group' | 'region';

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
  } satisfies Record<SelectField, unknown>;
}

function BranchForm({ branch, onDone }: { branch: Branch | null; onDone: () => void }) {
  const save = useSaveBranch();
  const choices = useBranchChoices();
  const { form, errors, submit } = useRecordForm<BranchFormValues, BranchSave>({
    resolver: zodResolver(branchFormSchema(branch?.idbranch ?? null)),
    defaultValues: branch ? branchFormValues(branch) : EMPTY_BRANCH_FORM,
    save,
    fields: BRANCH_FORM_FIELDS,
    noun: 'Branch',
    onDone,
  });
  const options = selectOptions(choices, branch);

  const select = (name: SelectField, label: string, required = true) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk={required}
          data={options[name]}
          value={field.value === '' ? null : field.value}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
          searchable
          clearable={!required}
          nothingFoundMessage="Nothing matches"
          placeholder={choices.isLoading ? 'Loading…' : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  return (
    <RecordForm onSubmit={submit} onCancel={onDone} saving={save.isPending}>
      {choices.error && (
        <Alert color="red" variant="light" title="Some choices could not be loaded">
          {choices.error.message}{' '}
          <Button size="compact-xs" variant="outline" color="red" onClick={choices.retry}>
            Retry
          </Button>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <RecordIdField
          label="Id Branch"
          noun="branch"
          editing={branch !== null}
          error={errors.idbranch?.message}
          registration={form.register('idbranch')}
        />
        <TextInput
          label="Branch Name"
          withAsterisk
          error={errors.branchName?.message}
          {...form.register('branchName')}
          data-autofocus={branch !== null || undefined}
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {select('company', 'Company')}
        {select('type', 'Type')}
        {select('group', 'Group')}
        <TextInput
          label="City"
          withAsterisk
          error={errors.city?.message}
          {...form.register('city')}
        />
        {select('region', 'Region', false)}
        <TextInput
          label="Open date"
          type="date"
          withAsterisk
          error={errors.openDate?.message}
          {...form.register('openDate')}
        />
        <TextInput
          label="Close date"
          type="date"
          error={errors.closeDate?.message}
          {...form.register('closeDate')}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label="Active"
            description="Switch off to deactivate a branch: one with sales cannot be deleted"
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
          />
        )}
      />
    </RecordForm>
  );
}
