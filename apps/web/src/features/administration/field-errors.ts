/**
 * The messages a form shows under its fields, from either side: the issues of a contracts
 * schema checked in the browser, or the `errors` of a server refusal (`companies.0` is about
 * `companies`). The first message of a field wins; one about no known field is left to the
 * refusal's toast.
 */
import type { FieldError } from '@outlet-pulse/contracts';
import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

function collect<Field extends string>(
  entries: { head: PropertyKey | undefined; message: string }[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { head, message } of entries) {
    const field = fields.find((known) => known === head);
    if (field !== undefined && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

export function schemaFieldErrors<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
): FieldErrors<Field> {
  return collect(
    issues.map((issue) => ({ head: issue.path[0], message: issue.message })),
    fields,
  );
}

export function serverFieldErrors<Field extends string>(
  errors: readonly FieldError[],
  fields: readonly Field[],
): FieldErrors<Field> {
  return collect(
    errors.map((error) => ({ head: error.field.split(/[.[]/)[0], message: error.message })),
    fields,
  );
}

/** A form's values checked by a contracts schema: the body to send, or the messages to show. */
export type Parsed<Payload, Field extends string> =
  | { ok: true; payload: Payload }
  | { ok: false; errors: FieldErrors<Field> };

export function parseForm<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  input: unknown,
  fields: readonly Field[],
): Parsed<z.output<Schema>, Field> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, payload: result.data }
    : { ok: false, errors: schemaFieldErrors(result.error.issues, fields) };
}
