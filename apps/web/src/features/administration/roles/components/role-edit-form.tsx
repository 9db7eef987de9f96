/**
 * A role's name, permissions and menus. Save checks the values with the contracts' schema, asks
 * 'Are you sure want to save?' and stores them; Delete asks first, and the server refuses a role
 * that users still have.
 */
import { Badge, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { Role, RoleCatalog } from '@outlet-pulse/contracts';
import { mutateAfterConfirm } from '../../../../components/record-list/mutate-after-confirm';
import { toast } from '../../../../lib/notices';
import { useControlledForm } from '../../hooks/use-controlled-form';
import { useDeleteRole } from '../api/delete-role';
import { useUpdateRole } from '../api/save-role';
import { ROLE_FORM_FIELDS, roleChanged, roleChangeFormSchema, roleFormValues } from '../role-form';
import { ROLE_MESSAGES } from '../role-messages';
import { MenuGrantTree } from './menu-grant-tree';
import { PermissionCheckboxes } from './permission-checkboxes';

interface RoleEditFormProps {
  role: Role;
  catalog: RoleCatalog;
  onDeleted: () => void;
}

export function RoleEditForm({ role, catalog, onDeleted }: RoleEditFormProps) {
  const { values, errors, change, text, saveAfterConfirm } = useControlledForm(
    roleChangeFormSchema,
    roleFormValues(role),
  );
  const update = useUpdateRole();
  const remove = useDeleteRole();

  const save = saveAfterConfirm({
    mutation: update,
    variables: (roleChange) => ({ code: role.code, change: roleChange }),
    fields: ROLE_FORM_FIELDS,
    failedTitle: ROLE_MESSAGES.saveFailed,
    onSaved: (saved) =>
      toast('success', ROLE_MESSAGES.saved(saved.name), undefined, { service: true }),
  });

  const deleteRole = () =>
    mutateAfterConfirm({
      question: {
        title: ROLE_MESSAGES.deleteConfirm(role.name),
        text: ROLE_MESSAGES.deleteText,
        confirmLabel: ROLE_MESSAGES.deleteButton,
        confirmColor: 'red',
      },
      mutation: remove,
      variables: role.code,
      doneTitle: ROLE_MESSAGES.deleted(role.name),
      failedTitle: ROLE_MESSAGES.deleteFailed,
      onDone: onDeleted,
    });

  const busy = update.isPending || remove.isPending;

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-label={`Role ${role.name}`} onSubmit={save}>
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4">
              {role.name}{' '}
              <Badge variant="light" color="gray" ff="monospace" tt="none">
                {role.code}
              </Badge>
            </Title>
            <Badge variant="light">
              {role.users} {role.users === 1 ? 'user' : 'users'}
            </Badge>
          </Group>
          <TextInput label="Name" required maw={420} {...text('name')} />
          <PermissionCheckboxes
            catalog={catalog.permissions}
            value={values.permissions}
            onChange={(permissions) => change({ permissions })}
            error={errors.permissions}
          />
          <MenuGrantTree
            menus={catalog.menus}
            value={values.menuIds}
            onChange={(menuIds) => change({ menuIds })}
            error={errors.menuIds}
          />
          <Group justify="space-between" gap="xs">
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              disabled={update.isPending}
              onClick={() => void deleteRole()}
            >
              Delete role
            </Button>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={busy || !roleChanged(role, values)}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
