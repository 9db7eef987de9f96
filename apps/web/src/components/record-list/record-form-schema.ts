/**
 * The validation of a create/edit form, built from the contracts' own request schemas so the
 * form shows the very messages the server would answer. The form's values (text as typed) are
 * mapped to the request body, checked with the create or the update schema, and come out as
 * what to send: a new record, or a change to the record with the given id. The mapped body
 * keeps the form's field names, so each message lands under its field.
 */
import { z } from 'zod';

export type RecordSave<Create, Update> =
  | { kind: 'create'; payload: Create }
  | { kind: 'update'; id: string; payload: Update };

interface RequestShape<Values, Body> {
  /** The request body the values stand for (trimmed text, empty choices as null). */
  from: (values: Values) => unknown;
  schema: z.ZodType<Body>;
}

export function recordFormSchema<Values, Create, Update>(
  /** The id of the record being edited; null for a new one. */
  editing: string | null,
  create: RequestShape<Values, Create>,
  update: RequestShape<Values, Update>,
): z.ZodType<RecordSave<Create, Update>, Values> {
  const values = z.custom<Values>();
  if (editing === null) {
    return values
      .transform(create.from)
      .pipe(create.schema)
      .transform((payload) => ({ kind: 'create' as const, payload }));
  }
  return values
    .transform(update.from)
    .pipe(update.schema)
    .transform((payload) => ({ kind: 'update' as const, id: editing, payload }));
}

/**
 * The validation of a form whose values, as typed, are the create body; the update body is the
 * same without the id, which never changes.
 */
export function idFixedFormSchema<Values extends object, Create, Update>(
  idField: keyof Values,
  createSchema: z.ZodType<Create>,
  updateSchema: z.ZodType<Update>,
) {
  const withoutId = (values: Values) => {
    const { [idField]: _id, ...rest } = values;
    return rest;
  };
  return (editing: string | null) =>
    recordFormSchema<Values, Create, Update>(
      editing,
      { from: (values) => values, schema: createSchema },
      { from: withoutId, schema: updateSchema },
    );
}

/** A form's values taken from a record that holds them under the same names. */
export function formValuesOf<Values extends object>(record: Values, empty: Values): Values {
  const values = { ...empty };
  for (const field of Object.keys(empty) as (keyof Values)[]) values[field] = record[field];
  return values;
}

/** The first message of each field: the one the form shows under it (zodResolver keeps the first). */
function messagesOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.join('.');
    messages[field] ??= issue.message;
  }
  return messages;
}

/** The message under each field the values fail; none when they pass. */
export function fieldMessages(schema: z.ZodType, values: unknown): Record<string, string> {
  return messagesOf(schema.safeParse(values).error?.issues ?? []);
}

/** What the form does with the values: the body it sends, or the message under each field. */
export function formOutcome<Output, Values>(schema: z.ZodType<Output, Values>, values: Values) {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, payload: result.data }
    : { ok: false, errors: messagesOf(result.error.issues) };
}
