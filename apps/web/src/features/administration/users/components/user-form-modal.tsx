/**
 * The form of a new or an existing user, in a modal (react-hook-form). It checks the values with
 * the contracts' schemas first (zodResolver), asks 'Are you sure want to save?', then saves; the server's own refusals of a
 * field show under that field, and every failure in an error toast. A new user's temporary
 * password goes to the screen to show once.
 */
import { Modal, Select, Text, TextInput } from '@mantine/core';
import type { TemporaryPassword, User } from '@outlet-pulse/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
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
import { UserFlagSwitch } from './user-flag-switch';

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
  const save = userSave(
    fields,
    create,
    (user) => user,
    (answer) => {
      toast('success', USER_MESSAGES.created(answer.user.username), undefined, { service: true });
      onClose();
      onCreated(answer);
    },
  );
  return <UserFields user={null} fields={fields} save={save} onClose={onClose} />;
}

function UserChangeForm({ user, onClose }: { user: User; onClose: () => void }) {
  const fields = useControlledForm(userChangeFormSchema, userFormValues(user));
  const update = useUpdateUser();
  const save = userSave(
    fields,
    update,
    (change) => ({ id: user.id, change }),
    (saved) => {
      toast('success', USER_MESSAGES.saved(saved.username), undefined, { service: true });
      onClose();
    },
  );
  return <UserFields user={user} fields={fields} save={save} onClose={onClose} />;
}

type UserFormFields<Output> = ReturnType<typeof useControlledForm<UserFormValues, Output>>;

/** How a user form saves: its submit handler, and whether the call is under way. */
interface UserSave {
  submit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
}

/**
 * Saves a user form through `mutation` once the user confirms; the server's refusals go under
 * the user form's fields and into the error toast.
 */
function userSave<Output, Variables, Answer>(
  fields: Pick<UserFormFields<Output>, 'saveAfterConfirm'>,
  mutation: UseMutationResult<Answer, Error, Variables>,
  variables: (output: Output) => Variables,
  onSaved: (answer: Answer) => void,
): UserSave {
  return {
    submit: fields.saveAfterConfirm({
      mutation,
      variables,
      fields: USER_FORM_FIELDS,
      failedTitle: USER_MESSAGES.saveFailed,
      onSaved,
    }),
    saving: mutation.isPending,
  };
}

interface UserFieldsProps {
  /** The user being changed; null for a new one. */
  user: User | null;
  fields: Pick<UserFormFields<unknown>, 'values' | 'errors' | 'change' | 'text'>;
  save: UserSave;
  onClose: () => void;
}

function UserFields({
  user,
  fields: { values, errors, change, text },
  save,
  onClose,
}: UserFieldsProps) {
  const roles = useRoles();

  const roleOptions = (roles.data?.rows ?? []).map((role) => ({
    value: role.code,
    label: role.name,
  }));
  return (
    <RecordForm onSubmit={save.submit} onCancel={onClose} saving={save.saving}>
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
      <UserFlagSwitch flag="isActive" checked={values.isActive} onChange={change} />
    </RecordForm>
  );
}
