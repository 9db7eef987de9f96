/**
 * Adding the portal to an authenticator app: the QR code of its otpauth:// address, and the key
 * in groups of four with a Copy button for typing it by hand. Where the browser refuses the
 * clipboard, it says how to copy instead.
 */
import { Button, Center, Code, Group, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { groupSecret } from '../../lib/second-factor';
import { QrCode } from './qr-code';

export const SETUP_KEY_LABEL = 'Setup key';

export function AuthenticatorSetup({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Stack gap="sm">
      <Text size="sm">
        Scan this QR code with an authenticator app on your phone, such as Google Authenticator,
        Microsoft Authenticator or 1Password.
      </Text>
      <Center>
        <QrCode value={otpauthUri} label="QR code that adds Outlet Pulse to an authenticator app" />
      </Center>
      <Stack gap={4} role="group" aria-label={SETUP_KEY_LABEL}>
        <Text size="sm">Cannot scan it? Type this key into the app instead:</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code fz="md" py={6} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {groupSecret(secret)}
          </Code>
          <Button
            size="xs"
            variant="light"
            color={clipboard.copied ? 'teal' : undefined}
            onClick={() => clipboard.copy(secret)}
            aria-label="Copy the setup key"
          >
            {clipboard.copied ? 'Copied' : 'Copy'}
          </Button>
        </Group>
        {clipboard.error && (
          <Text size="sm" c="red.8" role="alert">
            This browser does not allow copying here: select the key and press Ctrl+C.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
