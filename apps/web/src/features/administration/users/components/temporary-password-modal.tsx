/**
 * The temporary password of a new user or of a reset, shown this once (the server keeps only
 * its hash), with a Copy button. Where the browser refuses the clipboard, the password is
 * selected for Ctrl+C.
 */
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useRef } from 'react';
import { ModalFor } from '../../../../components/modal-for';
import type { IssuedPassword } from '../hooks/use-user-actions';

interface TemporaryPasswordModalProps {
  issued: IssuedPassword | null;
  onClose: () => void;
}

export function TemporaryPasswordModal({ issued, onClose }: TemporaryPasswordModalProps) {
  return (
    <ModalFor value={issued} onClose={onClose} title="Temporary password" centered>
      {(shown) => <TemporaryPasswordDetails issued={shown} onClose={onClose} />}
    </ModalFor>
  );
}

function TemporaryPasswordDetails({
  issued,
  onClose,
}: {
  issued: IssuedPassword;
  onClose: () => void;
}) {
  const clipboard = useClipboard({ timeout: 2000 });
  const field = useRef<HTMLInputElement>(null);
  const { user, temporaryPassword } = issued;
  const copy = () => {
    clipboard.copy(temporaryPassword);
    field.current?.select();
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        {issued.reason === 'created' ? 'The new user ' : 'The password of '}
        <Text span fw={600}>
          {user.username}
        </Text>{' '}
        ({user.name}){issued.reason === 'created' ? ' signs in with this password.' : ' is now:'}
      </Text>
      <TextInput
        ref={field}
        label="Temporary password"
        value={temporaryPassword}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {clipboard.error && (
        <Text size="sm" c="red.8" role="alert">
          This browser does not allow copying here: the password is selected, press Ctrl+C to copy
          it.
        </Text>
      )}
      <Alert color="orange" variant="light">
        It is shown only this once. {user.name} must change it at first sign-in.
      </Alert>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
        <Button color={clipboard.copied ? 'teal' : undefined} onClick={copy}>
          {clipboard.copied ? 'Copied' : 'Copy'}
        </Button>
      </Group>
    </Stack>
  );
}
