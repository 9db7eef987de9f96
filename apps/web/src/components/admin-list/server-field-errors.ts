/**
 * The server's refusal of a form, split in two: messages for fields the form shows (each goes
 * under its field) and the rest (said in the error toast, so no message is lost).
 */
import type { FieldError } from '@outlet-pulse/contracts';

export interface SplitFieldErrors<Field extends string> {
  fieldErrors: { field: Field; message: string }[];
  otherMessages: string[];
}

export function splitFieldErrors<Field extends string>(
  errors: readonly FieldError[],
  fields: readonly Field[],
): SplitFieldErrors<Field> {
  const known = new Set<string>(fields);
  const fieldErrors: { field: Field; message: string }[] = [];
  const otherMessages: string[] = [];
  for (const error of errors) {
    if (known.has(error.field))
      fieldErrors.push({ field: error.field as Field, message: error.message });
    else
      otherMessages.push(error.field === '' ? error.message : `${error.field}: ${error.message}`);
  }
  return { fieldErrors, otherMessages };
}
