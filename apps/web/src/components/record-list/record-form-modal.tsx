/**
 * The dialog of a create/edit form (large, spec 001 §9) and the form inside it with its Cancel
 * and Save buttons. Enter in a field submits (a real form with a submit button); the dialog
 * keeps the focus inside it while it is open.
 */
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

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

interface RecordFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  saving: boolean;
  children: ReactNode;
}

export function RecordForm({ onSubmit, onCancel, saving, children }: RecordFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
