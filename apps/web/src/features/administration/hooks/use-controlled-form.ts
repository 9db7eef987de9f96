/**
 * A react-hook-form form of controlled inputs (Mantine selects, switches, checkbox trees),
 * checked on save by a zod schema through zodResolver. A change takes the changed fields'
 * messages away; the others stay until the next save, so the user sees what is still to fix.
 * The server's refusals go under their fields (a part's message, `companies.0`, counts for its
 * field), replacing the messages before.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type FieldErrors,
  serverFieldErrors,
} from '../../../components/record-list/server-field-errors';
import { ApiError } from '../../../lib/api-client';

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

  const showServerErrors = useCallback(
    (error: Error, fields: readonly Field[]) => {
      if (!(error instanceof ApiError)) return;
      const messages = serverFieldErrors(error.errors, fields);
      form.clearErrors();
      for (const field of fields) {
        const message = messages[field];
        if (message !== undefined) form.setError(field, { type: 'server', message });
      }
    },
    [form],
  );

  return { values, errors, change, handleSubmit: form.handleSubmit, showServerErrors };
}
