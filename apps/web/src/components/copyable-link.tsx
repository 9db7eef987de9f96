/**
 * A link handed out to be passed on (a shared view, an e-mailed report): shown whole, with a
 * Copy button and how long it works. Where the browser refuses the clipboard, the link is
 * selected for Ctrl+C.
 */
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useRef } from 'react';
import { absoluteLink } from '../lib/absolute-link';
import { DateTimeText } from '../lib/dates';

export function CopyableLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const field = useRef<HTMLTextAreaElement>(null);
  const link = absoluteLink(url, window.location.origin);
  const copy = () => {
    clipboard.copy(link);
    field.current?.select();
  };
  return (
    <>
      <Textarea
        ref={field}
        label="Link"
        value={link}
        readOnly
        autosize
        minRows={2}
        maxRows={7}
        onFocus={(event) => event.currentTarget.select()}
        styles={{
          input: { wordBreak: 'break-all', fontFamily: 'var(--mantine-font-family-monospace)' },
        }}
      />
      {clipboard.error && (
        <Text size="sm" c="red.8" role="alert">
          This browser does not allow copying here: the link is selected, press Ctrl+C to copy it.
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Valid until{' '}
          <Text span fw={600} c="dark">
            <DateTimeText value={expiresAt} />
          </Text>
        </Text>
        <Button color={clipboard.copied ? 'teal' : undefined} onClick={copy}>
          {clipboard.copied ? 'Copied' : 'Copy'}
        </Button>
      </Group>
    </>
  );
}
