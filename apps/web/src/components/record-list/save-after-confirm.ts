/**
 * Saving a create/edit form: the spec's question first ('Are you sure want to save?' / 'Yes,
 * Save it!'), then the call; a success toast and the form closes, or the server's messages go
 * under their fields and its refusal into an error toast, and the form stays open to fix.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { confirmSave, toast } from '../../lib/notices';
import { reportFailure } from './report-failure';
import { splitFieldErrors } from './server-field-errors';

interface SaveOptions<Save, Values extends FieldValues> {
  mutation: UseMutationResult<unknown, Error, Save>;
  /** The form's fields that can show a server message under them. */
  fields: readonly Path<Values>[];
  setError: UseFormSetError<Values>;
  /** 'Branch saved'. */
  savedTitle: string;
  /** 'The branch was not saved'. */
  failedTitle: string;
  onSaved: () => void;
}

export async function saveAfterConfirm<Save, Values extends FieldValues>(
  save: Save,
  { mutation, fields, setError, savedTitle, failedTitle, onSaved }: SaveOptions<Save, Values>,
): Promise<void> {
  if (!(await confirmSave())) return;
  mutation.mutate(save, {
    onSuccess: () => {
      toast('success', savedTitle, undefined, { service: true });
      onSaved();
    },
    onError: (error) => {
      const serverErrors = error instanceof ApiError ? error.errors : [];
      const { fieldErrors, otherMessages } = splitFieldErrors(serverErrors, fields);
      for (const [index, { field, message }] of fieldErrors.entries()) {
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      }
      reportFailure(failedTitle, error, otherMessages);
    },
  });
}
