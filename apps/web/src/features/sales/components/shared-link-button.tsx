/**
 * 'Share link' on the signed-in sales summary: issues a link to the beta sales summary of the
 * company and year shown, valid for seven days, and shows it in a small modal with a Copy
 * button and the expiry. Whoever opens the link sees the sales figures of that company and year
 * only, as the signed-in user, read-only, without signing in; the modal says exactly that.
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CopyableLink } from '../../../components/copyable-link';
import { useCreateSharedLink } from '../api/create-shared-link';
import { useCompanyOptions } from '../filter/use-filter-options';
import { companyLabel, sharedLinkReach } from './shared-link-reach';

export const SHARE_BUTTON_LABEL = 'Share link';
export const SHARE_MODAL_TITLE = 'Share the sales summary';

interface SharedLinkButtonProps {
  /** A company code, TOTAL or All: the company the link opens on. */
  company: string;
  year: number;
}

export function SharedLinkButton({ company, year }: SharedLinkButtonProps) {
  const [opened, setOpened] = useState(false);
  const share = useCreateSharedLink();
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
        {SHARE_BUTTON_LABEL}
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
            <SharedLinkDetails
              url={share.data.url}
              expiresAt={share.data.expiresAt}
              year={year}
              company={company}
            />
          )}
        </Stack>
      </Modal>
    </>
  );
}

/** How the modal names the company the link shows. */
function useCompanyLabel(company: string): string {
  const companies = useCompanyOptions();
  const name = companies.data?.find((item) => item.company === company)?.companyName;
  return companyLabel(company, name);
}

function SharedLinkDetails({
  url,
  expiresAt,
  company,
  year,
}: {
  url: string;
  expiresAt: string;
  company: string;
  year: number;
}) {
  const companyLabel = useCompanyLabel(company);
  return (
    <>
      <Text size="sm">{sharedLinkReach(companyLabel, year)}</Text>
      <CopyableLink url={url} expiresAt={expiresAt} />
    </>
  );
}
