/**
 * After a report is sent: the link that went out, to copy (for a chat message, say), with the
 * addresses it went to and how long it works.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useRef } from 'react';
import { formatDateTime } from '../../../lib/format';
import type { SentChecklistReport } from '../hooks/use-checklist-report-actions';

export const LINK_MODAL_TITLE = 'Report link';

/** The server answers a path when no public base URL is set; it starts with this page's origin. */
export function absoluteLink(url: string, origin: string): string {
  return new URL(url, origin).href;
}

export function ReportLinkModal({
  sent,
  onClose,
}: {
  sent: SentChecklistReport | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={sent !== null} onClose={onClose} title={LINK_MODAL_TITLE} size="lg">
      {sent && <ReportLinkDetails sent={sent} />}
    </Modal>
  );
}

function ReportLinkDetails({ sent }: { sent: SentChecklistReport }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const field = useRef<HTMLTextAreaElement>(null);
  const url = absoluteLink(sent.report.url, window.location.origin);
  const copy = () => {
    clipboard.copy(url);
    // Where the browser refuses the clipboard, the link is selected for Ctrl+C.
    field.current?.select();
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        The report of{' '}
        <Text span fw={600}>
          {sent.checklist.docnumber}
        </Text>{' '}
        ({sent.checklist.branchname}) was e-mailed to {sent.report.recipients.join(', ')}.
      </Text>
      <Textarea
        ref={field}
        label="Link"
        value={url}
        readOnly
        autosize
        minRows={2}
        maxRows={6}
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
            {formatDateTime(new Date(sent.report.expiresAt))}
          </Text>
        </Text>
        <Button color={clipboard.copied ? 'teal' : undefined} onClick={copy}>
          {clipboard.copied ? 'Copied' : 'Copy'}
        </Button>
      </Group>
    </Stack>
  );
}
