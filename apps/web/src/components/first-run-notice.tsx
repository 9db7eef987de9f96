/**
 * On the sign-in page of a fresh install (no user yet): where the first administrator is made.
 * The set-up link is a secret only the server's output holds, so the page says where to find it
 * rather than opening it.
 */
import { Alert, Code, Text } from '@mantine/core';
import { SETUP_MESSAGES } from '@outlet-pulse/contracts';
import { useSetupPending } from '../lib/setup-status';

const COMMAND = 'npm run cli -- create-admin --username NAME';

export function FirstRunNotice() {
  const pending = useSetupPending();
  if (pending.data !== true) return null;
  return (
    <Alert color="blue" variant="light" title={SETUP_MESSAGES.pendingTitle} role="status">
      <Text size="sm">{SETUP_MESSAGES.pendingText}</Text>
      {/* Wrapped: a block of code keeps its width otherwise and pushes the text out of the card. */}
      <Code block mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {COMMAND}
      </Code>
    </Alert>
  );
}
