/**
 * The KPI strip above the charts (issue 13, the morning view): the month's and the year's
 * figures as a grid of tiles, each with its comparison, a colour that means good or bad and a
 * tooltip that names the days compared (and the exact amount where the tile abbreviates it).
 * Each tile carries data-kpi and its raw figure in
 * data-value. It loads, fails (with Retry) and comes up empty like the widgets.
 */
import { Box, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { Pacing } from '@outlet-pulse/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { ARROW, TONE_COLOR } from '../../../components/data-table/status';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { type Kpi, type KpiGroup, kpiGroups, type LflState } from './kpi-model';

export const KPI_TITLE = 'KEY FIGURES';
const NO_FIGURES = 'No figures for this year yet: it has no sales day.';
const LOADING_HEIGHT = 150;

function KpiTile({ kpi }: { kpi: Kpi }) {
  return (
    <Tooltip
      label={
        <>
          {kpi.exact && <div>{kpi.exact}</div>}
          <div>{kpi.compares}</div>
        </>
      }
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Paper
        withBorder
        radius="sm"
        px="xs"
        py={6}
        tabIndex={0}
        data-kpi={kpi.id}
        data-value={kpi.value ?? undefined}
        aria-label={`${kpi.label}: ${kpi.text}, ${kpi.comparison}`}
        style={{ minWidth: 0 }}
      >
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" lineClamp={1}>
          {kpi.label}
        </Text>
        <Text
          fw={700}
          size="lg"
          c={kpi.tone ? TONE_COLOR[kpi.tone] : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {kpi.arrow && (
            <span aria-hidden style={{ fontSize: '0.75em', marginRight: 4 }}>
              {ARROW[kpi.arrow]}
            </span>
          )}
          {kpi.text}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {kpi.comparison}
        </Text>
        {kpi.secondary && (
          <span hidden data-kpi={kpi.secondary.id} data-value={kpi.secondary.value ?? undefined} />
        )}
      </Paper>
    </Tooltip>
  );
}

/** Tiles of at least this width, as many to a row as fit: 2 on a phone, 6 or more on a desktop. */
const TILE_MIN_WIDTH = 150;

function GroupTiles({ group }: { group: KpiGroup }) {
  // A group grows with its tiles; the month and the year sit side by side where both fit.
  const count = group.kpis.length;
  return (
    <Stack
      gap={4}
      data-kpi-group={group.id}
      style={{ minWidth: 0, flex: `${count} 1 ${count * (TILE_MIN_WIDTH + 10)}px` }}
    >
      <Text size="xs" fw={600} c="dimmed">
        {group.heading}
      </Text>
      <Box
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-xs)',
          gridTemplateColumns: `repeat(auto-fill, minmax(min(${TILE_MIN_WIDTH}px, 45%), 1fr))`,
        }}
      >
        {group.kpis.map((kpi) => (
          <KpiTile key={kpi.id} kpi={kpi} />
        ))}
      </Box>
    </Stack>
  );
}

interface KpiStripProps {
  /** The call whose answer holds `pacing`. */
  query: UseQueryResult<{ pacing: Pacing }, Error>;
  /** The LFL growth of the month; leave it out where the screen has no LFL figure. */
  lfl?: LflState;
  /** What the strip is for, such as 'TOTAL' or a brand's name. */
  subject?: string;
}

export function KpiStrip({ query, lfl, subject }: KpiStripProps) {
  const titleId = useId();
  const failed = query.isError && !query.isFetching;
  const groups = query.data ? kpiGroups(query.data.pacing, lfl) : undefined;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={titleId}
      aria-busy={query.isFetching}
      data-kpi-strip
    >
      <Stack gap="xs">
        <Title order={2} size="h6" id={titleId}>
          {KPI_TITLE}
          {subject && (
            <Text span size="xs" c="dimmed" fw={500} ml={6}>
              {subject}
            </Text>
          )}
        </Title>
        {failed ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : groups === undefined ? (
          <LoadingState height={LOADING_HEIGHT} label="Loading the key figures" />
        ) : groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NO_FIGURES}
          </Text>
        ) : (
          <Box style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)' }}>
            {groups.map((group) => (
              <GroupTiles key={group.id} group={group} />
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
