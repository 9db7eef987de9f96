/**
 * The server's refusal of a form (its `errors`), read against the fields the form shows: the
 * messages that go under a field, and the rest, for the error toast, so no message is lost.
 */
import type { FieldError } from '@outlet-pulse/contracts';

export interface SplitFieldErrors<Field extends string> {
  fieldErrors: { field: Field; message: string }[];
  otherMessages: string[];
}

interface SplitOptions {
  /** A message about a part of a field (`companies.0`, `menuIds[2]`) is about the field. */
  byPathHead?: boolean;
}

const pathHead = (field: string) => field.split(/[.[]/)[0] ?? field;

export function splitFieldErrors<Field extends string>(
  errors: readonly FieldError[],
  fields: readonly Field[],
  { byPathHead = false }: SplitOptions = {},
): SplitFieldErrors<Field> {
  const known = new Set<string>(fields);
  const fieldErrors: { field: Field; message: string }[] = [];
  const otherMessages: string[] = [];
  for (const error of errors) {
    const field = byPathHead ? pathHead(error.field) : error.field;
    if (known.has(field)) fieldErrors.push({ field: field as Field, message: error.message });
    else
      otherMessages.push(error.field === '' ? error.message : `${error.field}: ${error.message}`);
  }
  return { fieldErrors, otherMessages };
}

/** The message under each field of a form that keeps them by field name. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message of each field, from its own errors or those of its parts. */
export function firstFieldErrors<Field extends string>(
  entries: readonly { field: Field; message: string }[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { field, message } of entries) errors[field] ??= message;
  return errors;
}

/**
 * The server's messages under the fields of a form that keeps them by field name: the first of
 * each field, a part's message counting for its field. One about no known field is left to the
 * refusal's toast.
 */
export function serverFieldErrors<Field extends string>(
  errors: readonly FieldError[],
  fields: readonly Field[],
): FieldErrors<Field> {
  return firstFieldErrors(splitFieldErrors(errors, fields, { byPathHead: true }).fieldErrors);
}
