/**
 * The state of a create/edit form of a master record: checked in the browser with the
 * contracts' schema, saved after the spec's question, with the server's messages under their
 * fields (saveAfterConfirm).
 */
import type { UseMutationResult } from '@tanstack/react-query';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { saveAfterConfirm } from './save-after-confirm';

export interface RecordFormOptions<Values extends FieldValues, Save> {
  resolver: Resolver<Values, unknown, Save>;
  defaultValues: DefaultValues<Values>;
  save: UseMutationResult<unknown, Error, Save>;
  /** The fields that can show a server message under them. */
  fields: readonly Path<Values>[];
  /** The record as a toast names it: 'Branch', 'Sub branch'. */
  noun: string;
  onDone: () => void;
}

export function useRecordForm<Values extends FieldValues, Save>({
  resolver,
  defaultValues,
  save,
  fields,
  noun,
  onDone,
}: RecordFormOptions<Values, Save>) {
  const form = useForm<Values, unknown, Save>({ resolver, defaultValues });
  const submit = form.handleSubmit((values) =>
    saveAfterConfirm(values, {
      mutation: save,
      fields,
      setError: form.setError,
      savedTitle: `${noun} saved`,
      failedTitle: `The ${noun.toLowerCase()} was not saved`,
      onSaved: onDone,
    }),
  );
  return { form, errors: form.formState.errors, submit };
}
