/**
 * A user's status: active or inactive, whether the password is a temporary one still, and
 * whether a second factor is on.
 */
import { Badge, Group } from '@mantine/core';
import type { User } from '@outlet-pulse/contracts';
import { WHOLE_BADGE_LABEL, WRAPPING_BADGE_LABEL } from '../../components/whole-badge-label';

export function UserStatus({
  user,
}: {
  user: Pick<User, 'isActive' | 'passwordIsDefault' | 'hasSecondFactor'>;
}) {
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
      {user.hasSecondFactor && (
        <Badge size="sm" variant="outline" color="blue" styles={WRAPPING_BADGE_LABEL}>
          Second factor on
        </Badge>
      )}
    </Group>
  );
}
