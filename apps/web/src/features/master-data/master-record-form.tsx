/**
 * What the forms of the master records share: their state (checked in the browser with the
 * contracts' schema, saved after the spec's question, the server's messages under their
 * fields), the id and the name side by side, the description, their choices from a list and
 * their switches (active, excluded by default).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, type SelectProps, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import {
  Controller,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { RecordIdField } from '../../components/record-list/record-id-field';
import { useRecordForm } from '../../components/record-list/use-record-form';
import { fieldOf, messageOf } from '../../lib/form-field';
import { capitalized, type MasterKind } from './master-kind';
import { useMasterDataChange } from './master-record-api';

/** Every master record has a description. */
type Described = FieldValues & { description: string };

/** A kind of master record's form: its values, their checks and how they are saved. */
export interface MasterFormDefinition<Row, Values extends FieldValues, Save> {
  /** Its words, and its id and name fields, whose names are those of the form's values too. */
  kind: MasterKind<Row>;
  /** The validation of a new record (null) or of a change to the one with this id. */
  schema: (editing: string | null) => z.ZodType<Save, Values>;
  /** A new record's values; every one of its fields can show a server message under it. */
  empty: DefaultValues<Values>;
  valuesOf: (row: Row) => DefaultValues<Values>;
  save: (save: Save) => Promise<unknown>;
}

/** The form of a new record (`row` null) or of a change to `row`. */
export function useMasterRecordForm<Row, Values extends FieldValues, Save>(
  definition: MasterFormDefinition<Row, Values, Save>,
  row: Row | null,
  onDone: () => void,
) {
  const { kind } = definition;
  const save = useMasterDataChange(definition.save);
  const state = useRecordForm<Values, Save>({
    resolver: zodResolver(definition.schema(row === null ? null : kind.identity.key(row))),
    defaultValues: row === null ? definition.empty : definition.valuesOf(row),
    save,
    fields: Object.keys(definition.empty) as Path<Values>[],
    // The record as a toast names it: 'Branch', 'Sub branch'.
    noun: capitalized(kind.nouns.one),
    onDone,
  });
  return { ...state, saving: save.isPending };
}

/** The id (fixed once the record exists) and the name, which then takes the focus. */
export function IdAndNameFields<Row, Values extends FieldValues, Save>({
  definition: { kind },
  form,
  editing,
}: {
  definition: MasterFormDefinition<Row, Values, Save>;
  form: UseFormReturn<Values, unknown, Save>;
  editing: boolean;
}) {
  const { errors } = form.formState;
  // The form's values name the id and the name as the record does.
  const valueField = (field: string) => field as Path<Values>;
  const id = { field: valueField(kind.id.field), label: kind.id.label };
  const name = { field: valueField(kind.name.field), label: kind.name.label };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <RecordIdField
        label={id.label}
        noun={kind.nouns.one}
        editing={editing}
        error={messageOf(errors, id.field)}
        registration={form.register(id.field)}
      />
      <TextInput
        label={name.label}
        withAsterisk
        {...fieldOf(form, name.field)}
        data-autofocus={editing || undefined}
      />
    </SimpleGrid>
  );
}

export function DescriptionField<Values extends Described, Save>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Save>;
}) {
  const field = 'description' as Path<Values>;
  return (
    <Textarea
      label="Description"
      withAsterisk
      autosize
      minRows={2}
      maxRows={5}
      {...fieldOf(form, field)}
    />
  );
}

/** A yes-or-no field of the form, such as whether the record is active. */
export function SwitchField<Values extends FieldValues, Save>({
  form,
  name,
  label,
  description,
  disabled = false,
}: {
  form: UseFormReturn<Values, unknown, Save>;
  name: Path<Values>;
  label: string;
  description: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          disabled={disabled}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
        />
      )}
    />
  );
}

/** A choice from a list, searchable, kept in the form as its value ('' for none). */
export function SelectField<Values extends FieldValues, Save>({
  form,
  name,
  label,
  data,
  required = true,
  loading = false,
}: {
  form: UseFormReturn<Values, unknown, Save>;
  name: Path<Values>;
  label: string;
  data: SelectProps['data'];
  required?: boolean;
  /** Whether the list is still on its way. */
  loading?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk={required}
          data={data}
          value={field.value === '' ? null : (field.value as string)}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
          searchable
          clearable={!required}
          nothingFoundMessage="Nothing matches"
          placeholder={loading ? 'Loading…' : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
