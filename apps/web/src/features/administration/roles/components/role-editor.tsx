/** The chosen role, loaded with the catalog of what a role can grant, in the edit form. */
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { ListFailed } from '../../../../components/record-list/list-states';
import { useRole } from '../api/get-role';
import { useRoleCatalog } from '../api/get-role-catalog';
import { ROLE_MESSAGES } from '../role-messages';
import { RoleEditForm } from './role-edit-form';

interface RoleEditorProps {
  code: string;
  onDeleted: () => void;
}

export function RoleEditor({ code, onDeleted }: RoleEditorProps) {
  const role = useRole(code);
  const catalog = useRoleCatalog();
  const failed = [role, catalog].find((query) => query.isError && !query.isFetching);
  if (failed?.error) {
    return (
      <ListFailed
        title={ROLE_MESSAGES.roleFailed}
        message={failed.error.message}
        onRetry={() => {
          if (role.isError) void role.refetch();
          if (catalog.isError) void catalog.refetch();
        }}
      />
    );
  }
  if (!role.data || !catalog.data) {
    return (
      <Stack gap="sm" role="status" aria-label={ROLE_MESSAGES.loadingRole} aria-busy>
        <Skeleton height={36} radius="sm" />
        <Skeleton height={160} radius="sm" />
        <Skeleton height={320} radius="sm" />
      </Stack>
    );
  }
  // Keyed by the role: another role starts from what is stored, not from these edits.
  return <RoleEditForm key={code} role={role.data} catalog={catalog.data} onDeleted={onDeleted} />;
}

export function NoRoleChosen() {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Text c="dimmed">{ROLE_MESSAGES.chooseRole}</Text>
    </Paper>
  );
}
