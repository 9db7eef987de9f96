/** A user's status: active or inactive, and whether the password is a temporary one still. */
import { Badge, Group } from '@mantine/core';
import type { User } from '@outlet-pulse/contracts';
import { WHOLE_BADGE_LABEL, WRAPPING_BADGE_LABEL } from '../../components/whole-badge-label';

export function UserStatus({ user }: { user: Pick<User, 'isActive' | 'passwordIsDefault'> }) {
  return (
    <Group gap={4}>
      <Badge
        size="sm"
        variant="light"
        color={user.isActive ? 'teal' : 'gray'}
        styles={WHOLE_BADGE_LABEL}
      >
        {user.isActive ? 'Active' : 'Inactive'}
      </Badge>
      {user.passwordIsDefault && (
        <Badge size="sm" variant="outline" color="orange" styles={WRAPPING_BADGE_LABEL}>
          Must change password
        </Badge>
      )}
    </Group>
  );
}
