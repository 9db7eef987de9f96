/** Every role with its code and number of users; the chosen one is opened in the editor. */
import { Badge, NavLink, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { RoleSummary } from '@outlet-pulse/contracts';
import { ListFailed } from '../../../../components/record-list/list-states';
import { useRoles } from '../api/get-roles';
import { ROLE_MESSAGES } from '../role-messages';

interface RoleListProps {
  selected: string;
  onSelect: (code: string) => void;
}

export function RoleList({ selected, onSelect }: RoleListProps) {
  const roles = useRoles();
  if (roles.isError && !roles.isFetching) {
    return (
      <ListFailed
        title={ROLE_MESSAGES.rolesFailed}
        message={roles.error.message}
        onRetry={() => void roles.refetch()}
      />
    );
  }
  if (!roles.data || roles.isError) {
    return (
      <Stack gap={6} role="status" aria-label={ROLE_MESSAGES.loadingRoles} aria-busy>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height={48} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (roles.data.rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" ta="center">
        <Text fw={600}>{ROLE_MESSAGES.noRoles}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p={4} component="nav" aria-label="Roles">
      {roles.data.rows.map((role) => (
        <RoleLink key={role.code} role={role} active={role.code === selected} onSelect={onSelect} />
      ))}
    </Paper>
  );
}

function RoleLink({
  role,
  active,
  onSelect,
}: {
  role: RoleSummary;
  active: boolean;
  onSelect: (code: string) => void;
}) {
  return (
    <NavLink
      component="button"
      type="button"
      active={active}
      aria-current={active ? 'true' : undefined}
      label={role.name}
      description={role.code}
      rightSection={
        <Badge size="sm" variant="light" color="gray" title={`${role.users} users`}>
          {role.users} {role.users === 1 ? 'user' : 'users'}
        </Badge>
      }
      onClick={() => onSelect(role.code)}
    />
  );
}
