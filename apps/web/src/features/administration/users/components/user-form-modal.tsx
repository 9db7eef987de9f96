/**
 * The form of a new or an existing user, in a modal (react-hook-form). It checks the values with
 * the contracts' schemas first (zodResolver), asks 'Are you sure want to save?', then saves; the server's own refusals of a
 * field show under that field, and every failure in an error toast. A new user's temporary
 * password goes to the screen to show once.
 */
import { Modal, Select, Switch, Text, TextInput } from '@mantine/core';
import type { TemporaryPassword, User } from '@outlet-pulse/contracts';
import type { FormEventHandler } from 'react';
import { RecordForm } from '../../../../components/record-list/record-form-modal';
import { toast } from '../../../../lib/notices';
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
      {target?.mode === 'create' && (
        <NewUserForm employeeID={target.employeeID} onClose={onClose} onCreated={onCreated} />
      )}
      {target?.mode === 'edit' && (
        <UserChangeForm key={target.user.id} user={target.user} onClose={onClose} />
      )}
    </Modal>
  );
}

function NewUserForm({
  employeeID = '',
  onClose,
  onCreated,
}: Omit<UserFormModalProps, 'target'> & { employeeID?: string | undefined }) {
  const fields = useControlledForm(newUserFormSchema, { ...NEW_USER_FORM, employeeID });
  const create = useCreateUser();
  const save = fields.saveAfterConfirm({
    mutation: create,
    variables: (user) => user,
    fields: USER_FORM_FIELDS,
    failedTitle: USER_MESSAGES.saveFailed,
    onSaved: (answer) => {
      toast('success', USER_MESSAGES.created(answer.user.username), undefined, { service: true });
      onClose();
      onCreated(answer);
    },
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
  const save = fields.saveAfterConfirm({
    mutation: update,
    variables: (change) => ({ id: user.id, change }),
    fields: USER_FORM_FIELDS,
    failedTitle: USER_MESSAGES.saveFailed,
    onSaved: (saved) => {
      toast('success', USER_MESSAGES.saved(saved.username), undefined, { service: true });
      onClose();
    },
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

interface UserFieldsProps {
  /** The user being changed; null for a new one. */
  user: User | null;
  fields: Pick<UserFormFields, 'values' | 'errors' | 'change' | 'text'>;
  save: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  onClose: () => void;
}

function UserFields({
  user,
  fields: { values, errors, change, text },
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
    <RecordForm onSubmit={save} onCancel={onClose} saving={saving}>
      {user === null ? (
        <>
          <TextInput label="Username" required autoComplete="off" {...text('username')} />
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
    </RecordForm>
  );
}
