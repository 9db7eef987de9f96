/** An audit entry's action: CREATED green, UPDATED blue, DELETED red, anything else grey. */
import { Badge } from '@mantine/core';
import { WHOLE_BADGE_LABEL } from '../../components/whole-badge-label';
import { actionColor } from '../audit-changes';

export function ActionBadge({ action }: { action: string }) {
  return (
    <Badge size="sm" variant="light" color={actionColor(action)} styles={WHOLE_BADGE_LABEL}>
      {action}
    </Badge>
  );
}
