/** Whether a checklist is completed: 'Yes' in green, 'No' in grey. */
import { Badge } from '@mantine/core';

export function CompletedBadge({ completed }: { completed: boolean }) {
  return (
    <Badge size="sm" variant="light" color={completed ? 'teal' : 'gray'}>
      {completed ? 'Yes' : 'No'}
    </Badge>
  );
}
