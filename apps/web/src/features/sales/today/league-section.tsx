/**
 * The brand league table (issue 26, point 4): one row per brand in scope (per outlet group and
 * type when the scope is one brand), worst projected achievement first, every heading a sort
 * button (aria-sort says the order), a bar per row coloured by pace, a 14-day sparkline, and a
 * button per row that opens that brand's outlet worklist sorted by pace. Phones get cards.
 */
import {
  Box,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { League, LeagueRow } from '@outlet-pulse/contracts';
import { useMemo, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import {
  barFraction,
  DEFAULT_LEAGUE_SORT,
  LEAGUE_COLUMNS,
  type LeagueColumn,
  type LeagueSort,
  nextLeagueSort,
  PACE_COLORS,
  PACE_WORDS,
  paceTone,
  sortLeague,
  sparklinePoints,
  sparklineWords,
} from './league-model';

const PHONE = '(max-width: 47.99em)';
const SPARK = { width: 96, height: 24 };

function Sparkline({ values }: { values: readonly (number | null)[] }) {
  const points = sparklinePoints(values, SPARK.width, SPARK.height - 2);
  // Runs of days with a value, drawn as separate lines: a day without sales is a gap.
  const runs: string[] = [];
  let run: string[] = [];
  for (const point of points) {
    if (point === null) {
      if (run.length) runs.push(run.join(' '));
      run = [];
    } else run.push(`${point.x.toFixed(1)},${(point.y + 1).toFixed(1)}`);
  }
  if (run.length) runs.push(run.join(' '));
  return (
    <svg
      width={SPARK.width}
      height={SPARK.height}
      viewBox={`0 0 ${SPARK.width} ${SPARK.height}`}
      role="img"
      aria-label={sparklineWords(values)}
      data-sparkline={values.map((value) => value ?? '').join(',')}
      style={{ overflow: 'visible', display: 'block' }}
    >
      {runs.map((line) =>
        line.includes(' ') ? (
          <polyline
            key={line}
            points={line}
            fill="none"
            stroke="var(--mantine-color-blue-7)"
            strokeWidth={1.5}
          />
        ) : (
          <circle
            key={line}
            cx={line.split(',')[0]}
            cy={line.split(',')[1]}
            r={1.5}
            fill="var(--mantine-color-blue-7)"
          />
        ),
      )}
    </svg>
  );
}

function PaceBar({ projectedPersen }: { projectedPersen: number | null }) {
  const tone = paceTone(projectedPersen);
  return (
    <Box
      aria-hidden
      data-pace={tone}
      style={{
        position: 'relative',
        height: 6,
        minWidth: 60,
        marginTop: 4,
        borderRadius: 3,
        background: 'var(--mantine-color-gray-2)',
      }}
    >
      <Box
        style={{
          width: `${barFraction(projectedPersen) * 100}%`,
          height: '100%',
          borderRadius: 3,
          background: PACE_COLORS[tone],
        }}
      />
      {/* Where 100 % of the target sits. */}
      <Box
        style={{
          position: 'absolute',
          left: '66.67%',
          top: -2,
          bottom: -2,
          width: 1,
          background: 'var(--mantine-color-dark-4)',
        }}
      />
    </Box>
  );
}

function cellText(column: LeagueColumn, row: LeagueRow): string {
  const value = row[column.id];
  if (typeof value === 'string') return value;
  return formatNumber(column.kind ?? 'count', value);
}

const toneOf = (value: number | null, good: number) =>
  value === null ? undefined : value >= good ? 'green.8' : 'red.8';

function valueColor(column: LeagueColumn, row: LeagueRow): string | undefined {
  if (column.id === 'achievementPersen' || column.id === 'projectedPersen') {
    return toneOf(row[column.id], 100);
  }
  if (column.id === 'growthPersen' || column.id === 'lflGrowthPersen') {
    return toneOf(row[column.id], 0);
  }
  return undefined;
}

const ARIA_SORT = { ascending: 'ascending', descending: 'descending' } as const;

function LeagueTable({
  rows,
  sort,
  onSort,
  onOpen,
  firstHeader,
}: {
  rows: readonly LeagueRow[];
  sort: LeagueSort;
  onSort: (column: LeagueColumn['id']) => void;
  onOpen: (row: LeagueRow) => void;
  firstHeader: string;
}) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing={6} aria-label="League table" data-league-table>
        <Table.Thead>
          <Table.Tr>
            {LEAGUE_COLUMNS.map((column) => (
              <Table.Th
                key={column.id}
                aria-sort={sort.column === column.id ? ARIA_SORT[sort.direction] : undefined}
                style={{ textAlign: column.kind ? 'right' : 'left', whiteSpace: 'nowrap' }}
              >
                <UnstyledButton
                  onClick={() => onSort(column.id)}
                  fw={700}
                  fz="sm"
                  data-sort-column={column.id}
                >
                  {column.id === 'label' ? firstHeader : column.header}
                  <span aria-hidden style={{ marginLeft: 4, fontSize: '0.8em' }}>
                    {sort.column === column.id ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                  </span>
                </UnstyledButton>
              </Table.Th>
            ))}
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Last 14 days</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.key}
              data-row-key={row.key}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(row)}
            >
              {LEAGUE_COLUMNS.map((column) =>
                column.id === 'label' ? (
                  <Table.Th
                    key={column.id}
                    scope="row"
                    style={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    <UnstyledButton
                      fw={600}
                      fz="sm"
                      c="blue.8"
                      td="underline"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(row);
                      }}
                      aria-label={`Open the outlets of ${row.label}, by pace`}
                    >
                      {row.label}
                    </UnstyledButton>
                  </Table.Th>
                ) : (
                  <Table.Td
                    key={column.id}
                    data-column={column.id}
                    data-value={row[column.id] ?? undefined}
                    style={{ textAlign: 'right', whiteSpace: 'nowrap' }}
                  >
                    <Text
                      span
                      size="sm"
                      fw={valueColor(column, row) ? 500 : undefined}
                      c={valueColor(column, row)}
                    >
                      {cellText(column, row)}
                    </Text>
                    {column.id === 'projectedPersen' && (
                      <PaceBar projectedPersen={row.projectedPersen} />
                    )}
                  </Table.Td>
                ),
              )}
              <Table.Td>
                <Sparkline values={row.sparkline} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const CARD_FIGURES: readonly LeagueColumn['id'][] = [
  'nett',
  'achievementPersen',
  'projectedPersen',
  'growthPersen',
  'lflGrowthPersen',
  'neededPerDay',
];

function LeagueCards({
  rows,
  onOpen,
}: {
  rows: readonly LeagueRow[];
  onOpen: (row: LeagueRow) => void;
}) {
  const columns = LEAGUE_COLUMNS.filter((column) => CARD_FIGURES.includes(column.id));
  return (
    <Stack gap="xs" data-league-cards>
      {rows.map((row) => (
        <Paper key={row.key} withBorder radius="md" p="xs" data-row-key={row.key}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <UnstyledButton
                fw={700}
                fz="sm"
                c="blue.8"
                td="underline"
                onClick={() => onOpen(row)}
                aria-label={`Open the outlets of ${row.label}, by pace`}
              >
                {row.label}
              </UnstyledButton>
              <Text size="xs" c="dimmed">
                {PACE_WORDS[paceTone(row.projectedPersen)]}
              </Text>
            </Group>
            <PaceBar projectedPersen={row.projectedPersen} />
            <SimpleGrid cols={3} spacing={6} verticalSpacing={4}>
              {columns.map((column) => (
                <Stack
                  key={column.id}
                  gap={0}
                  data-column={column.id}
                  data-value={row[column.id] ?? undefined}
                >
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {column.header}
                  </Text>
                  <Text
                    size="sm"
                    fw={600}
                    c={valueColor(column, row)}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {cellText(column, row)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Sparkline values={row.sparkline} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export function LeagueSection({
  league,
  onOpen,
}: {
  league: League;
  onOpen: (row: LeagueRow) => void;
}) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [sort, setSort] = useState<LeagueSort>(DEFAULT_LEAGUE_SORT);
  const rows = useMemo(() => sortLeague(league.rows, sort), [league.rows, sort]);
  const firstHeader = league.level === 'brand' ? 'Brand' : 'Group · type';
  if (league.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No brand in this selection has sales this month.
      </Text>
    );
  }
  return phone ? (
    <Stack gap="xs">
      <NativeSelect
        label="Order"
        size="xs"
        value={`${sort.column}:${sort.direction}`}
        onChange={(event) => {
          const [column, direction] = event.currentTarget.value.split(':');
          const chosen = LEAGUE_COLUMNS.find((entry) => entry.id === column);
          if (chosen) {
            setSort({
              column: chosen.id,
              direction: direction === 'descending' ? 'descending' : 'ascending',
            });
          }
        }}
        data={LEAGUE_COLUMNS.flatMap((column) => {
          const name = column.id === 'label' ? firstHeader : column.header;
          return [
            {
              value: `${column.id}:ascending`,
              label: `${name}, ${column.kind ? 'lowest' : 'A to Z'} first`,
            },
            {
              value: `${column.id}:descending`,
              label: `${name}, ${column.kind ? 'highest' : 'Z to A'} first`,
            },
          ];
        })}
      />
      <LeagueCards rows={rows} onOpen={onOpen} />
    </Stack>
  ) : (
    <LeagueTable
      rows={rows}
      sort={sort}
      onSort={(column) => setSort((current) => nextLeagueSort(current, column))}
      onOpen={onOpen}
      firstHeader={firstHeader}
    />
  );
}
