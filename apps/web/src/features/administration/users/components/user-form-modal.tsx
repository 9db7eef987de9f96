/**
 * The form of a new or an existing user, in a modal (react-hook-form). It checks the values with
 * the contracts' schemas first (zodResolver), asks 'Are you sure want to save?', then saves; the server's own refusals of a
 * field show under that field, and every failure in an error toast. A new user's temporary
 * password goes to the screen to show once.
 */
import { Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { TemporaryPassword, User } from '@outlet-pulse/contracts';
import { reportFailure } from '../../../../components/record-list/report-failure';
import { confirmSave, toast } from '../../../../lib/notices';
import { useControlledForm } from '../../hooks/use-controlled-form';
import { useRoles } from '../../roles/api/get-roles';
import { useCreateUser, useUpdateUser } from '../api/save-user';
import type { UserFormTarget } from '../hooks/use-user-actions';
import {
  NEW_USER_FORM,
  newUserFormSchema,
  USER_FORM_FIELDS,
  type UserFormValues,
  userChangeFormSchema,
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
      {target?.mode === 'create' && <NewUserForm onClose={onClose} onCreated={onCreated} />}
      {target?.mode === 'edit' && (
        <UserChangeForm key={target.user.id} user={target.user} onClose={onClose} />
      )}
    </Modal>
  );
}

function NewUserForm({ onClose, onCreated }: Omit<UserFormModalProps, 'target'>) {
  const fields = useControlledForm(newUserFormSchema, NEW_USER_FORM);
  const create = useCreateUser();
  const save = fields.handleSubmit(async (user) => {
    if (!(await confirmSave())) return;
    create.mutate(user, {
      onSuccess: (answer) => {
        toast('success', USER_MESSAGES.created(answer.user.username), undefined, {
          service: true,
        });
        onClose();
        onCreated(answer);
      },
      onError: (error) => refused(fields.showServerErrors, error),
    });
  });
  return (
    <UserFields
      user={null}
      fields={fields}
      save={save}
      saving={create.isPending}
      onClose={onClose}
    />
  );
}

function UserChangeForm({ user, onClose }: { user: User; onClose: () => void }) {
  const fields = useControlledForm(userChangeFormSchema, userFormValues(user));
  const update = useUpdateUser();
  const save = fields.handleSubmit(async (change) => {
    if (!(await confirmSave())) return;
    update.mutate(
      { id: user.id, change },
      {
        onSuccess: (saved) => {
          toast('success', USER_MESSAGES.saved(saved.username), undefined, { service: true });
          onClose();
        },
        onError: (error) => refused(fields.showServerErrors, error),
      },
    );
  });
  return (
    <UserFields
      user={user}
      fields={fields}
      save={save}
      saving={update.isPending}
      onClose={onClose}
    />
  );
}

type UserFormFields = ReturnType<typeof useControlledForm<UserFormValues, unknown>>;

function refused(showServerErrors: UserFormFields['showServerErrors'], error: Error) {
  showServerErrors(error, USER_FORM_FIELDS);
  reportFailure(USER_MESSAGES.saveFailed, error);
}

interface UserFieldsProps {
  /** The user being changed; null for a new one. */
  user: User | null;
  fields: Pick<UserFormFields, 'values' | 'errors' | 'change'>;
  save: () => Promise<void>;
  saving: boolean;
  onClose: () => void;
}

function UserFields({
  user,
  fields: { values, errors, change },
  save,
  saving,
  onClose,
}: UserFieldsProps) {
  const roles = useRoles();

  const roleOptions = (roles.data?.rows ?? []).map((role) => ({
    value: role.code,
    label: role.name,
  }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        {user === null ? (
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
              {user.name}
            </Text>{' '}
            · {user.employeeID}
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
