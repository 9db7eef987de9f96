/**
 * What binds an input to a react-hook-form field: its registration and the message under it,
 * so that each input of a form states only its label and kind.
 */
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';

/** The message under a field, if any (a nested field's too). */
export const messageOf = (errors: FieldErrors, field: string): string | undefined =>
  (get(errors, field) as FieldError | undefined)?.message;

/** The props of an input for the form's field `name`: `<TextInput {...fieldOf(form, 'city')} />`. */
export function fieldOf<Values extends FieldValues, Context, Transformed>(
  form: UseFormReturn<Values, Context, Transformed>,
  name: Path<Values>,
) {
  return { ...form.register(name), error: messageOf(form.formState.errors, name) };
}
