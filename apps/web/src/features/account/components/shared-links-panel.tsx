/**
 * My Account's 'Shared links' (issue 17): every link the user made on the sales summary, with
 * what it shows, when it was made, when it ends and where it stands, and a Revoke button on each
 * link still working. A revoked link shows 'link expired or invalid' to whoever opens it.
 */
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { SharedLink } from '@outlet-pulse/contracts';
import { QueryState } from '../../../components/query-state';
import { reportFailure } from '../../../components/record-list/report-failure';
import { useDates } from '../../../lib/dates';
import { confirmAction, toast } from '../../../lib/notices';
import { useRevokeSharedLink, useSharedLinks } from '../api/shared-links';

export const REVOKE_BUTTON = 'Yes, Revoke it!';

const STATUS: Record<SharedLink['status'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
  revoked: { label: 'Revoked', color: 'red' },
  ended: { label: 'Ended by a password change', color: 'orange' },
};

/** What a link shows, as its page says it: 'KCG01, 2026', 'TOTAL, 2026', 'all brands, 2026'. */
function linkSubject(link: SharedLink): string {
  const company = link.company === 'All' ? 'all brands' : link.company;
  return `Sales summary of ${company}, ${link.year}`;
}

function SharedLinkRow({ link }: { link: SharedLink }) {
  const revoke = useRevokeSharedLink();
  const when = useDates().dateTime;
  const status = STATUS[link.status];
  const subject = linkSubject(link);
  const onRevoke = async () => {
    const asked = await confirmAction({
      title: 'Revoke this link?',
      text: `${subject}, made ${when(link.createdAt)}. Whoever holds it will no longer see anything. This cannot be undone.`,
      confirmLabel: REVOKE_BUTTON,
      confirmColor: 'red',
    });
    if (!asked) return;
    revoke.mutate(link.id, {
      onSuccess: () => toast('success', 'Link revoked', subject, { service: true }),
      onError: (error) => reportFailure('The link was not revoked', error),
    });
  };
  return (
    <Paper component="li" withBorder p="sm" aria-label={`${subject}, ${status.label}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {subject}
            </Text>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            Made {when(link.createdAt)} · {link.status === 'expired' ? 'Expired' : 'Expires'}{' '}
            {when(link.expiresAt)}
          </Text>
        </Stack>
        {link.status === 'active' && (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={revoke.isPending}
            onClick={() => void onRevoke()}
            aria-label={`Revoke the link to the ${subject.toLowerCase()}, made ${when(link.createdAt)}`}
          >
            Revoke
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function SharedLinksPanel() {
  const links = useSharedLinks();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Links you shared from the sales summary. Each shows one company and year, as you, for seven
        days; a password change ends them all.
      </Text>
      <QueryState query={links} loadingLabel="Loading your shared links" loadingHeight={120}>
        {(list) =>
          list.length === 0 ? (
            <Text size="sm">
              You have not shared any links. Use Share link on the sales summary to make one.
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((link) => (
                <SharedLinkRow key={link.id} link={link} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
