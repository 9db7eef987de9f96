/**
 * The form of a new or an existing user, in a modal. It checks the values with the contracts'
 * schemas first, asks 'Are you sure want to save?', then saves; the server's own refusals of a
 * field show under that field, and every failure in an error toast. A new user's temporary
 * password goes to the screen to show once.
 */
import { Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { TemporaryPassword } from '@outlet-pulse/contracts';
import { reportFailure } from '../../../../components/admin-list/report-failure';
import { serverFieldErrors } from '../../../../components/admin-list/server-field-errors';
import { ApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/notices';
import { useFormFields } from '../../hooks/use-form-fields';
import { useRoles } from '../../roles/api/get-roles';
import { useCreateUser, useUpdateUser } from '../api/save-user';
import type { UserFormTarget } from '../hooks/use-user-actions';
import {
  NEW_USER_FORM,
  parseNewUser,
  parseUserChange,
  USER_FORM_FIELDS,
  type UserFormValues,
  userFormValues,
} from '../user-form';
import { USER_MESSAGES } from '../user-messages';
import { CompanyAccessFields } from './company-access-fields';
import { EmployeePicker } from './employee-picker';

interface UserFormModalProps {
  target: UserFormTarget | null;
  onClose: () => void;
  onCreated: (password: TemporaryPassword) => void;
}

export function UserFormModal({ target, onClose, onCreated }: UserFormModalProps) {
  const title =
    target?.mode === 'edit' ? USER_MESSAGES.editTitle(target.user.username) : USER_MESSAGES.newUser;
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg">
      {target && (
        <UserForm
          key={target.mode === 'edit' ? target.user.id : 'new'}
          target={target}
          onClose={onClose}
          onCreated={onCreated}
        />
      )}
    </Modal>
  );
}

function UserForm({
  target,
  onClose,
  onCreated,
}: {
  target: UserFormTarget;
  onClose: () => void;
  onCreated: (password: TemporaryPassword) => void;
}) {
  const { values, errors, setErrors, change, confirmed } = useFormFields<UserFormValues>(() =>
    target.mode === 'edit' ? userFormValues(target.user) : NEW_USER_FORM,
  );
  const roles = useRoles();
  const create = useCreateUser();
  const update = useUpdateUser();

  function refused(error: Error) {
    if (error instanceof ApiError) setErrors(serverFieldErrors(error.errors, USER_FORM_FIELDS));
    reportFailure(USER_MESSAGES.saveFailed, error);
  }

  async function save() {
    if (target.mode === 'create') {
      const user = await confirmed(parseNewUser(values));
      if (!user) return;
      create.mutate(user, {
        onSuccess: (answer) => {
          toast('success', USER_MESSAGES.created(answer.user.username), undefined, {
            service: true,
          });
          onClose();
          onCreated(answer);
        },
        onError: refused,
      });
      return;
    }
    const { user } = target;
    const userChange = await confirmed(parseUserChange(values));
    if (!userChange) return;
    update.mutate(
      { id: user.id, change: userChange },
      {
        onSuccess: (saved) => {
          toast('success', USER_MESSAGES.saved(saved.username), undefined, { service: true });
          onClose();
        },
        onError: refused,
      },
    );
  }

  const roleOptions = (roles.data?.rows ?? []).map((role) => ({
    value: role.code,
    label: role.name,
  }));
  const saving = create.isPending || update.isPending;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        {target.mode === 'create' ? (
          <>
            <TextInput
              label="Username"
              required
              autoComplete="off"
              value={values.username}
              onChange={(event) => change({ username: event.currentTarget.value })}
              error={errors.username}
            />
            <EmployeePicker
              value={values.employeeID}
              onChange={(employeeID) => change({ employeeID })}
              error={errors.employeeID}
            />
          </>
        ) : (
          <Text size="sm">
            <Text span fw={600}>
              {target.user.name}
            </Text>{' '}
            · {target.user.employeeID}
          </Text>
        )}
        <Select
          label="Role"
          required
          searchable
          data={roleOptions}
          value={values.role === '' ? null : values.role}
          onChange={(role) => change({ role: role ?? '' })}
          nothingFoundMessage={roles.isError ? 'The roles could not be loaded' : 'No such role'}
          error={errors.role}
        />
        <CompanyAccessFields values={values} errors={errors} onChange={change} />
        <Switch
          label="Active"
          description="An inactive user cannot sign in; their history stays."
          checked={values.isActive}
          onChange={(event) => change({ isActive: event.currentTarget.checked })}
        />
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
