/**
 * The forms of the administration screens (users, roles) on react-hook-form, checked on save by
 * a zod schema through zodResolver. Text fields are registered; the controlled inputs (Mantine
 * selects, switches, checkbox trees) are set through `change`. A change takes the changed
 * field's message away; the others stay until the next save, so the user sees what is still to
 * fix. Saving asks 'Are you sure want to save?' first; the server's refusals go under their
 * fields (a part's message, `companies.0`, counts for its field), replacing the messages before,
 * and into an error toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reportFailure } from '../../../components/record-list/report-failure';
import {
  type FieldErrors,
  serverFieldErrors,
} from '../../../components/record-list/server-field-errors';
import { ApiError } from '../../../lib/api-client';
import { confirmSave } from '../../../lib/notices';

interface SaveOptions<Output, Field, Variables, Answer> {
  mutation: UseMutationResult<Answer, Error, Variables>;
  /** The call's variables, from the checked values. */
  variables: (output: Output) => Variables;
  /** The fields a server message can go under. */
  fields: readonly Field[];
  /** The error toast's title. */
  failedTitle: string;
  onSaved: (answer: Answer) => void;
}

export function useControlledForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
) {
  type Field = Path<Values> & keyof Values & string;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const errors: FieldErrors<Field> = {};
  for (const [field, error] of Object.entries(form.formState.errors)) {
    if (typeof error?.message === 'string') errors[field as Field] = error.message;
  }

  const change = useCallback(
    (next: Partial<Values>) => {
      for (const [field, value] of Object.entries(next)) {
        form.setValue(field as Field, value, { shouldDirty: true });
        form.clearErrors(field as Field);
      }
    },
    [form],
  );

  /** A text input's props: registered, with its message under it until it changes. */
  const text = (field: Field) => ({
    ...form.register(field, { onChange: () => form.clearErrors(field) }),
    error: errors[field],
  });

  function showServerErrors(error: Error, fields: readonly Field[]) {
    if (!(error instanceof ApiError)) return;
    const messages = serverFieldErrors(error.errors, fields);
    form.clearErrors();
    for (const field of fields) {
      const message = messages[field];
      if (message !== undefined) form.setError(field, { type: 'server', message });
    }
  }

  /** The form's submit handler: checks, asks, then saves. */
  const saveAfterConfirm = <Variables, Answer>({
    mutation,
    variables,
    fields,
    failedTitle,
    onSaved,
  }: SaveOptions<Output, Field, Variables, Answer>) =>
    form.handleSubmit(async (output) => {
      if (!(await confirmSave())) return;
      mutation.mutate(variables(output), {
        onSuccess: onSaved,
        onError: (error) => {
          showServerErrors(error, fields);
          reportFailure(failedTitle, error);
        },
      });
    });

  return { values, errors, change, text, saveAfterConfirm };
}
