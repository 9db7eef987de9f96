/**
 * The form inside the dialog that creates an employee or changes one: a long form in groups
 * (who, where in the organisation, superiors, contract, bank), dates as date inputs and the
 * spec's code lists as selects, checked as the server checks it, the spec's question before
 * saving, the server's messages under their fields. An existing employee's whole record is read
 * afresh first; the list holds only part of it.
 */
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import {
  EMPLOYEE_LEVEL,
  EMPLOYEE_STATUS,
  type Employee,
  type EmployeeRecord,
} from '@outlet-pulse/contracts';
import type { ReactNode } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { QueryState } from '../../../components/query-state';
import { withCurrentChoice } from '../../../components/record-list/choice-options';
import { RecordForm } from '../../../components/record-list/record-form-modal';
import { fieldOf } from '../../../lib/form-field';
import { useBranchChoices } from '../branches/api/get-branch-choices';
import {
  IdAndNameFields,
  type MasterFormDefinition,
  SelectField,
  SwitchField,
  useMasterRecordForm,
} from '../master-record-form';
import { BranchSelect } from '../sub-branches/branch-select';
import { useEmployeeRecord } from './api/get-employee-record';
import { saveEmployee } from './api/save-employee';
import {
  EMPTY_EMPLOYEE_FORM,
  type EmployeeFormValues,
  type EmployeeSave,
  employeeFormSchema,
  employeeFormValues,
} from './employee-form';
import { EMPLOYEE_RECORD_KIND } from './employee-kind';

const EMPLOYEE_FORM: MasterFormDefinition<EmployeeRecord, EmployeeFormValues, EmployeeSave> = {
  kind: EMPLOYEE_RECORD_KIND,
  schema: employeeFormSchema,
  empty: EMPTY_EMPLOYEE_FORM,
  valuesOf: employeeFormValues,
  save: saveEmployee,
};

/** 'P · Permanent': a code list of spec 001 §3.2 as a select's options. */
const codeOptions = (codes: Record<string, string>) =>
  Object.entries(codes).map(([value, name]) => ({ value, label: `${value} · ${name}` }));
const STATUS_OPTIONS = codeOptions(EMPLOYEE_STATUS);
const LEVEL_OPTIONS = codeOptions(EMPLOYEE_LEVEL);

export function EmployeeForm({
  employee,
  onDone,
}: {
  employee: Employee | null;
  onDone: () => void;
}) {
  if (employee === null) return <EmployeeFields record={null} onDone={onDone} />;
  return <StoredEmployeeForm employeeID={employee.employeeID} onDone={onDone} />;
}

function StoredEmployeeForm({ employeeID, onDone }: { employeeID: string; onDone: () => void }) {
  const record = useEmployeeRecord(employeeID);
  return (
    <QueryState query={record} loadingLabel="Loading the employee" loadingHeight={480}>
      {(loaded) => <EmployeeFields record={loaded} onDone={onDone} />}
    </QueryState>
  );
}

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="filled" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

function EmployeeFields({ record, onDone }: { record: EmployeeRecord | null; onDone: () => void }) {
  const { form, submit, saving } = useMasterRecordForm(EMPLOYEE_FORM, record, onDone);
  const choices = useBranchChoices();
  const companies = withCurrentChoice(
    choices.companies,
    record ? { value: record.company, label: record.company } : null,
  );

  const text = (name: Path<EmployeeFormValues>, label: string, required = false, type?: string) => (
    <TextInput
      label={label}
      type={type}
      withAsterisk={required}
      autoComplete="off"
      {...fieldOf(form, name)}
    />
  );
  const select = (
    name: 'jobStatus' | 'level' | 'company',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <SelectField
      form={form}
      name={name}
      label={label}
      data={data}
      loading={choices.isLoading && name === 'company'}
    />
  );

  return (
    <RecordForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <IdAndNameFields definition={EMPLOYEE_FORM} form={form} editing={record !== null} />
      <FieldGroup legend="Employment">
        {text('email', 'Email', true, 'email')}
        {text('hiredDate', 'Hired date', true, 'date')}
        {select('jobStatus', 'Job status', STATUS_OPTIONS)}
        {select('level', 'Level', LEVEL_OPTIONS)}
        {text('contractStart', 'Contract start', false, 'date')}
        {text('contractEnd', 'Contract end', false, 'date')}
        {text('officePhone', 'Office phone', false, 'tel')}
      </FieldGroup>
      <FieldGroup legend="Organisation">
        {select('company', 'Company', companies)}
        {text('division', 'Division', true)}
        {text('structureId', 'Structure ID', true)}
        {text('structureName', 'Structure name', true)}
        {text('departmentId', 'Department ID', true)}
        {text('departmentName', 'Department name', true)}
        {text('jobTitleId', 'Job title ID', true)}
        {text('jobTitleName', 'Job title name', true)}
        {text('gradeId', 'Grade ID', true)}
        {text('gradeName', 'Grade name', true)}
        <Controller
          control={form.control}
          name="activeBranch"
          render={({ field, fieldState }) => (
            <BranchSelect
              label="Active branch"
              required={false}
              value={field.value}
              initial={
                record?.activeBranch
                  ? { value: record.activeBranch, label: record.activeBranch }
                  : null
              }
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
        {text('siteId', 'Site')}
      </FieldGroup>
      <FieldGroup legend="Superiors (employee IDs)">
        {text('managerId', 'Manager')}
        {text('deptHeadId', 'Department head')}
        {text('structuralSuperiorId', 'Structural superior')}
      </FieldGroup>
      <FieldGroup legend="Bank">
        {text('bankName', 'Bank name')}
        {text('bankAccountName', 'Account name')}
        {text('bankAccountNumber', 'Account number')}
      </FieldGroup>
      <SwitchField
        form={form}
        name="isActive"
        label="Active"
        description="Switch off to deactivate: the employee's user can no longer sign in"
      />
    </RecordForm>
  );
}
