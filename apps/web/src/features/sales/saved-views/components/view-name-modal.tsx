/**
 * The dialog that names a view: 'Save current view as…' (with 'Open the Today page with this
 * view') and 'Rename'. The server's refusal (a name the user already has, a filter naming a
 * company no longer theirs) shows under the name, and the dialog stays open.
 */
import { Checkbox, Modal, Text, TextInput } from '@mantine/core';
import { SAVED_VIEW_MESSAGES, SAVED_VIEW_NAME_MAX } from '@outlet-pulse/contracts';
import { type FormEvent, useState } from 'react';
import { RecordForm } from '../../../../components/record-list/record-form-modal';

export interface ViewNameRequest {
  name: string;
  isDefault: boolean;
}

interface ViewNameModalProps {
  opened: boolean;
  title: string;
  /** The line under the title: what is saved. */
  description: string;
  initialName: string;
  /** Offers 'Open the Today page with this view' (a new view). */
  offerDefault: boolean;
  submitLabel: string;
  saving: boolean;
  /** The server's refusal of the last try, or null. */
  error: string | null;
  onSubmit: (request: ViewNameRequest) => void;
  onClose: () => void;
}

export function ViewNameModal(props: ViewNameModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      {props.opened && <ViewNameForm {...props} />}
    </Modal>
  );
}

function ViewNameForm({
  description,
  initialName,
  offerDefault,
  submitLabel,
  saving,
  error,
  onSubmit,
  onClose,
}: ViewNameModalProps) {
  const [name, setName] = useState(initialName);
  const [isDefault, setIsDefault] = useState(false);
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const problem =
    trimmed.length === 0
      ? SAVED_VIEW_MESSAGES.nameRequired
      : trimmed.length > SAVED_VIEW_NAME_MAX
        ? SAVED_VIEW_MESSAGES.nameTooLong
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem === null) onSubmit({ name: trimmed, isDefault });
  };
  return (
    <RecordForm onSubmit={submit} onCancel={onClose} saving={saving} submitLabel={submitLabel}>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      <TextInput
        label="Name"
        required
        data-autofocus
        value={name}
        maxLength={SAVED_VIEW_NAME_MAX}
        onChange={(event) => setName(event.currentTarget.value)}
        error={(touched ? problem : null) ?? error}
      />
      {offerDefault && (
        <Checkbox
          label="Open the Today page with this view"
          checked={isDefault}
          onChange={(event) => setIsDefault(event.currentTarget.checked)}
        />
      )}
    </RecordForm>
  );
}
