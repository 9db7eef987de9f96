/**
 * The id of a master record in its form: typed when the record is new, shown but fixed when it
 * is edited (an id never changes). The first field takes the focus of a new record's form.
 */
import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** 'a branch', 'an employee'. */
const articled = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

interface RecordIdFieldProps {
  label: string;
  /** 'branch': 'The id of a branch never changes'. */
  noun: string;
  editing: boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

export function RecordIdField({ label, noun, editing, error, registration }: RecordIdFieldProps) {
  return (
    <TextInput
      label={label}
      withAsterisk={!editing}
      readOnly={editing}
      variant={editing ? 'filled' : 'default'}
      description={
        editing ? `The id of ${articled(noun)} never changes` : 'Capital letters, digits, dashes'
      }
      autoComplete="off"
      error={error}
      {...registration}
      data-autofocus={!editing || undefined}
    />
  );
}
