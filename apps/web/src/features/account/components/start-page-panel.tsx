/**
 * My Account's 'Start page' (issue 26): the page the user lands on after signing in, Today (the
 * sales landing page) or the Dashboard, as a radio group that saves on change. A user whose menu
 * has no Today page is told so; there is nothing to choose.
 */
import { Radio, Stack, Text } from '@mantine/core';
import type { StartPage } from '@outlet-pulse/contracts';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { reportFailure } from '../../../components/record-list/report-failure';
import { toast } from '../../../lib/notices';
import { startPageQueryOptions, useChooseStartPage } from '../api/start-page';

const LABELS: Record<StartPage, string> = { today: 'Today', dashboard: 'Dashboard' };

const DESCRIPTIONS: Record<StartPage, string> = {
  today: 'Yesterday’s sales, the month’s pace, the brands and outlets that need you.',
  dashboard: 'The portal’s dashboard.',
};

export function StartPagePanel() {
  const setting = useQuery(startPageQueryOptions());
  const choose = useChooseStartPage();
  return (
    <QueryState query={setting} loadingLabel="Loading your start page" loadingHeight={120}>
      {({ startPage, todayOffered }) =>
        todayOffered ? (
          <Radio.Group
            label="Start page"
            description="The page you land on after signing in."
            value={choose.isPending && choose.variables ? choose.variables : startPage}
            onChange={(value) =>
              choose.mutate(value as StartPage, {
                onSuccess: (saved) =>
                  toast(
                    'success',
                    'Start page saved',
                    `You will land on ${LABELS[saved.startPage]}.`,
                    {
                      service: true,
                    },
                  ),
                onError: (error) => reportFailure('The start page was not saved', error),
              })
            }
          >
            <Stack gap="sm" mt="sm">
              {(['today', 'dashboard'] as const).map((page) => (
                <Radio
                  key={page}
                  value={page}
                  label={LABELS[page]}
                  description={DESCRIPTIONS[page]}
                  disabled={choose.isPending}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Start page
            </Text>
            <Text size="sm">
              You land on your dashboard after signing in. Your menu has no Today page to choose
              instead.
            </Text>
          </Stack>
        )
      }
    </QueryState>
  );
}
