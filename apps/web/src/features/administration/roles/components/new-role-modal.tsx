/**
 * A new role's code and name, in a modal. The role starts with no permissions and no menus; once
 * created it opens in the editor to grant them.
 */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { reportFailure } from '../../../../components/record-list/report-failure';
import { confirmSave, toast } from '../../../../lib/notices';
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
  const { values, errors, change, handleSubmit, showServerErrors } = useControlledForm(
    newRoleFormSchema,
    { code: '', name: '' },
  );
  const create = useCreateRole();

  const save = handleSubmit(async (role) => {
    if (!(await confirmSave())) return;
    create.mutate(role, {
      onSuccess: (created) => {
        toast('success', ROLE_MESSAGES.created(created.name), undefined, { service: true });
        onClose();
        onCreated(created.code);
      },
      onError: (error) => {
        showServerErrors(error, NEW_ROLE_FIELDS);
        reportFailure(ROLE_MESSAGES.createFailed, error);
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Code"
          description="Lower-case letters, digits and dashes; it never changes."
          required
          autoComplete="off"
          value={values.code}
          onChange={(event) => change({ code: event.currentTarget.value })}
          error={errors.code}
        />
        <TextInput
          label="Name"
          required
          value={values.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={errors.name}
        />
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
