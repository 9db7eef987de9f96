/**
 * 'Share link' on the signed-in sales summary: issues a link to the beta sales summary of the
 * company and year shown, valid for seven days, and shows it in a small modal with a Copy
 * button and the expiry. Whoever opens the link sees the sales figures as the signed-in user,
 * read-only, without signing in.
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { ALL_BRANDS } from '../filter/filter-state';
import { useCompanyOptions } from '../filter/option-queries';
import { TOTAL_COMPANY } from '../sales-filter';
import { absoluteLink, useShareLink } from './share-link';

export const SHARE_LINK_LABEL = 'Share link';
export const SHARE_MODAL_TITLE = 'Share the sales summary';

interface ShareLinkButtonProps {
  /** A company code, TOTAL or All: the company the link opens on. */
  company: string;
  year: number;
}

export function ShareLinkButton({ company, year }: ShareLinkButtonProps) {
  const [opened, setOpened] = useState(false);
  const share = useShareLink();
  const issue = () => share.mutate({ company, year });
  const close = () => {
    setOpened(false);
    share.reset();
  };

  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          issue();
        }}
      >
        {SHARE_LINK_LABEL}
      </Button>
      <Modal opened={opened} onClose={close} title={SHARE_MODAL_TITLE} size="lg">
        <Stack gap="sm">
          {share.isPending && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">Making the link…</Text>
            </Group>
          )}
          {share.isError && (
            <Alert color="red" variant="light" title="The link could not be made" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{share.error.message}</Text>
                <Button size="xs" color="red" variant="light" onClick={issue}>
                  Retry
                </Button>
              </Stack>
            </Alert>
          )}
          {share.data && (
            <ShareLinkDetails
              url={absoluteLink(share.data.url, window.location.origin)}
              expiresAt={new Date(share.data.expiresAt)}
              year={year}
              company={company}
            />
          )}
        </Stack>
      </Modal>
    </>
  );
}

/** How the modal names the company the link opens on. */
function useCompanyLabel(company: string): string {
  const companies = useCompanyOptions();
  if (company === ALL_BRANDS) return 'all brands';
  if (company === TOTAL_COMPANY) return 'TOTAL';
  const name = companies.data?.find((item) => item.company === company)?.companyName;
  return name ? `${name} (${company})` : company;
}

function ShareLinkDetails({
  url,
  expiresAt,
  company,
  year,
}: {
  url: string;
  expiresAt: Date;
  company: string;
  year: number;
}) {
  const clipboard = useClipboard({ timeout: 2000 });
  const field = useRef<HTMLTextAreaElement>(null);
  const copy = () => {
    clipboard.copy(url);
    // Where the browser refuses the clipboard, the link is selected for Ctrl+C.
    field.current?.select();
  };
  const companyLabel = useCompanyLabel(company);
  return (
    <>
      <Text size="sm">
        Anyone with this link sees the sales summary of {companyLabel} for {year} as you, read-only,
        without signing in.
      </Text>
      <Textarea
        ref={field}
        label="Link"
        value={url}
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
            {formatDateTime(expiresAt)}
          </Text>
        </Text>
        <Button color={clipboard.copied ? 'teal' : undefined} onClick={copy}>
          {clipboard.copied ? 'Copied' : 'Copy'}
        </Button>
      </Group>
    </>
  );
}
