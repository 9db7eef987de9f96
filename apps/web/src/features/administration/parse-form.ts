/**
 * A form's values checked in the browser by a contracts schema: the body to send, or the
 * messages to show under the fields (the first of each; `companies.0` is about `companies`).
 * The server's own refusals map to the same fields with `serverFieldErrors`.
 */
import type { z } from 'zod';
import {
  type FieldErrors,
  firstFieldErrors,
} from '../../components/admin-list/server-field-errors';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

export function schemaFieldErrors<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const known = new Set<PropertyKey>(fields);
  return firstFieldErrors(
    issues.flatMap(({ path: [head], message }) =>
      head !== undefined && known.has(head) ? [{ field: head as Field, message }] : [],
    ),
  );
}

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
