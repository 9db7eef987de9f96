/** A past import's status: 'Loaded' in green, 'Failed' in red. */
import { Badge } from '@mantine/core';
import type { ImportBatch } from '@outlet-pulse/contracts';
import { statusColor, statusLabel } from '../import-labels';

export function StatusBadge({ status }: { status: ImportBatch['status'] }) {
  return (
    // Whole even when a long message beside it in the history squeezes its column.
    <Badge size="sm" variant="light" color={statusColor(status)} miw="max-content">
      {statusLabel(status)}
    </Badge>
  );
}
