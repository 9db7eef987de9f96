/**
 * A new role's code and name, in a modal. The role starts with no permissions and no menus; once
 * created it opens in the editor to grant them.
 */
import { Modal, TextInput } from '@mantine/core';
import { RecordForm } from '../../../../components/record-list/record-form-modal';
import { toast } from '../../../../lib/notices';
import { useControlledForm } from '../../hooks/use-controlled-form';
import { useCreateRole } from '../api/save-role';
import { NEW_ROLE_FIELDS, newRoleFormSchema } from '../role-form';
import { ROLE_MESSAGES } from '../role-messages';

interface NewRoleModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (code: string) => void;
}

export function NewRoleModal({ opened, onClose, onCreated }: NewRoleModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={ROLE_MESSAGES.newRole}>
      {opened && <NewRoleForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function NewRoleForm({ onClose, onCreated }: Omit<NewRoleModalProps, 'opened'>) {
  const { text, saveAfterConfirm } = useControlledForm(newRoleFormSchema, { code: '', name: '' });
  const create = useCreateRole();
  const save = saveAfterConfirm({
    mutation: create,
    variables: (role) => role,
    fields: NEW_ROLE_FIELDS,
    failedTitle: ROLE_MESSAGES.createFailed,
    onSaved: (created) => {
      toast('success', ROLE_MESSAGES.created(created.name), undefined, { service: true });
      onClose();
      onCreated(created.code);
    },
  });

  return (
    <RecordForm onSubmit={save} onCancel={onClose} saving={create.isPending} submitLabel="Create">
      <TextInput
        label="Code"
        description="Lower-case letters, digits and dashes; it never changes."
        required
        autoComplete="off"
        {...text('code')}
      />
      <TextInput label="Name" required {...text('name')} />
    </RecordForm>
  );
}
