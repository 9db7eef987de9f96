/**
 * A row's Edit and Delete buttons. Their accessible names carry the row's name, so a screen
 * reader user hears which row a button changes.
 */
import { Button, Group } from '@mantine/core';
import type { RowManagement } from './record-list-types';

interface RowActionsProps<Row> {
  row: Row;
  name: string;
  manage: RowManagement<Row>;
  /** Spread across a card (phones), rather than compact in a table cell. */
  fullWidth?: boolean;
}

export function RowActions<Row>({ row, name, manage, fullWidth = false }: RowActionsProps<Row>) {
  const deleting = manage.isDeleting(row);
  const size = fullWidth ? 'sm' : 'compact-sm';
  return (
    <Group gap="xs" wrap="nowrap" grow={fullWidth}>
      <Button
        size={size}
        variant="light"
        disabled={deleting}
        aria-label={`Edit ${name}`}
        onClick={() => manage.onEdit(row)}
      >
        Edit
      </Button>
      <Button
        size={size}
        variant="subtle"
        color="red"
        loading={deleting}
        aria-label={`Delete ${name}`}
        onClick={() => manage.onDelete(row)}
      >
        Delete
      </Button>
    </Group>
  );
}
