/**
 * Which record the create/edit dialog is open for. Closing keeps the record, so the dialog does
 * not change its title or empty itself while it fades out; each opening has its own `key`, so
 * the form starts afresh every time.
 */
import { useState } from 'react';
import type { FormTarget } from './record-list-types';

interface FormState<Row> {
  opened: boolean;
  target: FormTarget<Row>;
  /** Counts the openings; a new key mounts a fresh form. */
  key: number;
}

export function useFormTarget<Row>() {
  const [state, setState] = useState<FormState<Row>>({
    opened: false,
    target: { mode: 'new' },
    key: 0,
  });
  const open = (target: FormTarget<Row>) =>
    setState((current) => ({ opened: true, target, key: current.key + 1 }));
  return {
    ...state,
    openNew: () => open({ mode: 'new' }),
    openEdit: (row: Row) => open({ mode: 'edit', row }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}

export type FormTargetControl<Row> = ReturnType<typeof useFormTarget<Row>>;
