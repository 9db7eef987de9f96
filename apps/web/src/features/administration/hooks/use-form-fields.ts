/**
 * A form's values and the messages under its fields. Changing a field takes its message away;
 * the others stay until the next save, so the user sees what is still to fix.
 */
import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../../components/admin-list/server-field-errors';
import { confirmSave } from '../../../lib/notices';
import type { Parsed } from '../parse-form';

export function useFormFields<Values extends object>(initial: Values | (() => Values)) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = useCallback((next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const kept = { ...current };
      for (const field of Object.keys(next)) delete kept[field as Field];
      return kept;
    });
  }, []);

  /**
   * The body to send once the schema accepts it and the user has confirmed the save
   * ('Are you sure want to save?'); null, with the messages shown, when it is not to be sent.
   */
  const confirmed = useCallback(
    async <Payload>(parsed: Parsed<Payload, Field>): Promise<Payload | null> => {
      if (!parsed.ok) {
        setErrors(parsed.errors);
        return null;
      }
      return (await confirmSave()) ? parsed.payload : null;
    },
    [],
  );

  return { values, errors, setErrors, change, confirmed };
}
