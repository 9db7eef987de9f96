/**
 * The dialog of a create/edit form (large, spec 001 §9) and the form inside it with its Cancel
 * and Save buttons. Enter in a field submits (a real form with a submit button); the dialog
 * keeps the focus inside it while it is open.
 */
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type FormEventHandler, Fragment, type ReactNode } from 'react';
import type { FormTargetControl } from './use-form-target';

interface RecordFormModalProps {
  opened: boolean;
  /** 'New branch', 'Edit branch JKT01'. */
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function RecordFormModal({ opened, title, onClose, children }: RecordFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}

interface RecordFormDialogProps<Row> {
  form: FormTargetControl<Row>;
  /** 'New branch' (`row` null), 'Edit branch JKT01'. */
  title: (row: Row | null) => string;
  /** The form of a new record (null) or of a change to `row`; mounted afresh at each opening. */
  children: (row: Row | null) => ReactNode;
}

/** The dialog open for the target of `form`: a new record, or the row to change. */
export function RecordFormDialog<Row>({ form, title, children }: RecordFormDialogProps<Row>) {
  const row = form.target.mode === 'edit' ? form.target.row : null;
  return (
    <RecordFormModal opened={form.opened} onClose={form.close} title={title(row)}>
      <Fragment key={form.key}>{children(row)}</Fragment>
    </RecordFormModal>
  );
}

interface RecordFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  saving: boolean;
  /** The submit button's label. */
  submitLabel?: string;
  /** The form's accessible name, when a page holds more than one. */
  label?: string;
  children: ReactNode;
}

export function RecordForm({
  onSubmit,
  onCancel,
  saving,
  submitLabel = 'Save',
  label,
  children,
}: RecordFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
