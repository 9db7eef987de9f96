/**
 * The freshness lines of the sales screens (issue 25): a visible warning when the data stops
 * more than two days before today ('Data until 31 Oct 2026 — 28 days ago'), and a line when the
 * chosen type has had no sales for a while before the data's last day ('no EVENT sales since
 * 9 Jun 2026'). Today is the group's, in its time zone (portal config). Nothing shows while the
 * type options load, nor when the data is fresh.
 */
import { Alert, Text } from '@mantine/core';
import type { TypeOption } from '@outlet-pulse/contracts';
import { todayIn } from '@outlet-pulse/contracts';
import { useMemo } from 'react';
import { useDates, useGroupTimeZone } from '../../../lib/dates';
import { dataFreshness, staleText, typeBehindText } from '../filter/data-freshness';

export function DataFreshnessNotice({
  types,
  type,
}: {
  types: readonly TypeOption[] | undefined;
  type: string;
}) {
  const timeZone = useGroupTimeZone();
  const { date } = useDates();
  const freshness = useMemo(
    () => (types ? dataFreshness(types, type, todayIn(timeZone)) : null),
    [types, type, timeZone],
  );
  if (!freshness) return null;
  const { stale, typeBehind } = freshness;
  return (
    <>
      {stale && (
        <Alert color="yellow" variant="light" role="status" py={6} data-freshness="stale">
          <Text size="sm" fw={600}>
            {staleText(stale, date)}
          </Text>
        </Alert>
      )}
      {typeBehind && (
        <Text size="sm" fw={600} data-freshness="type">
          {typeBehindText(typeBehind, date)}
        </Text>
      )}
    </>
  );
}
