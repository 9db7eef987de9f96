/**
 * A row's Edit and Delete buttons. Their accessible names carry the row's name, so a screen
 * reader user hears which row a button changes.
 */
import { Group } from '@mantine/core';
import type { RowManagement } from './record-list-types';
import { RowButtons } from './row-buttons';

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
      <RowButtons
        size={size}
        buttons={[
          {
            label: 'Edit',
            name: `Edit ${name}`,
            variant: 'light',
            disabled: deleting,
            onClick: () => manage.onEdit(row),
          },
          {
            label: 'Delete',
            name: `Delete ${name}`,
            variant: 'subtle',
            color: 'red',
            loading: deleting,
            onClick: () => manage.onDelete(row),
          },
        ]}
      />
    </Group>
  );
}
