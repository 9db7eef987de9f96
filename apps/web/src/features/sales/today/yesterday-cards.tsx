/**
 * "Yesterday" (issue 26, point 2): the freshness line ('Data until 18 Oct 2026 · 20 of 24
 * outlets reported that day', in the theme's warning colour when the data is more than a day
 * old) and one card per data day (Saturday and Sunday on a Monday): nett, achievement against
 * the day's target, and growth against the same weekday last year (364 days before) and against
 * the same date, each labelled with the day it compares with. Every figure carries its raw
 * value in data-value, for tests and for reading.
 */
import { Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  formatPercent,
  formatRupiah,
  formatRupiahShort,
  roundsToZero,
  type TodayDay,
  type TodayFreshness,
} from '@outlet-pulse/contracts';
import { useId } from 'react';
import { ARROW, TONE_COLOR } from '../../../components/data-table/status';
import { dayName } from './daily-model';

/** Data older than this many days is shown in the warning colour. */
const FRESH_DAYS = 1;

const WEEKDAY_NAMES = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
} as const;

export function freshnessText(freshness: TodayFreshness): string {
  if (freshness.dataUntil === null) return 'No sales data yet';
  const age =
    freshness.ageDays !== null && freshness.ageDays > FRESH_DAYS
      ? ` (${freshness.ageDays} days ago)`
      : '';
  const day = freshness.ageDays === FRESH_DAYS ? 'yesterday' : 'that day';
  return `Data until ${dayName(freshness.dataUntil)}${age} · ${freshness.reportedOutlets} of ${freshness.expectedOutlets} outlets reported ${day}`;
}

export function FreshnessLine({ freshness }: { freshness: TodayFreshness }) {
  const stale = freshness.ageDays === null || freshness.ageDays > FRESH_DAYS;
  return (
    <Text
      size="sm"
      fw={500}
      c={stale ? 'orange.9' : 'dimmed'}
      data-freshness={stale ? 'stale' : 'fresh'}
      data-reported={freshness.reportedOutlets}
      data-expected={freshness.expectedOutlets}
    >
      {stale && (
        <span aria-hidden style={{ marginRight: 4 }}>
          ⚠
        </span>
      )}
      {freshnessText(freshness)}
    </Text>
  );
}

function growthTone(value: number | null) {
  if (value === null || roundsToZero(value)) return undefined;
  return value > 0 ? 'good' : 'bad';
}

function Comparison({
  id,
  label,
  value,
  detail,
}: {
  id: string;
  label: string;
  value: number | null;
  detail: string;
}) {
  const tone = growthTone(value);
  return (
    <Group
      justify="space-between"
      gap={4}
      wrap="nowrap"
      data-figure={id}
      data-value={value ?? undefined}
    >
      <Text size="xs" c="dimmed" lineClamp={2}>
        {label}{' '}
        <Text span size="xs" c="dimmed">
          ({detail})
        </Text>
      </Text>
      <Text
        size="sm"
        fw={600}
        c={tone ? TONE_COLOR[tone] : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {tone && (
          <span aria-hidden style={{ fontSize: '0.75em', marginRight: 3 }}>
            {ARROW[tone === 'good' ? 'up' : 'down']}
          </span>
        )}
        {formatPercent(value)}
      </Text>
    </Group>
  );
}

function DayCard({ day }: { day: TodayDay }) {
  const titleId = useId();
  const achievementTone =
    day.achievementPersen === null ? undefined : day.achievementPersen >= 100 ? 'good' : 'bad';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-labelledby={titleId}
      data-day={day.date}
    >
      <Stack gap={6}>
        <Title order={3} size="h6" id={titleId}>
          {WEEKDAY_NAMES[day.weekday]} {dayName(day.date)}
        </Title>
        <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
          <Tooltip
            label={formatRupiah(day.nett)}
            events={{ hover: true, focus: true, touch: true }}
          >
            <Text
              fw={700}
              fz={{ base: 'xl', sm: 26 }}
              lh={1.1}
              data-figure="nett"
              data-value={day.nett}
              tabIndex={0}
              aria-label={`Nett ${formatRupiah(day.nett)}`}
            >
              {formatRupiahShort(day.nett)}
            </Text>
          </Tooltip>
          <Stack
            gap={0}
            align="flex-end"
            data-figure="achievement"
            data-value={day.achievementPersen ?? undefined}
          >
            <Text fw={700} size="md" c={achievementTone ? TONE_COLOR[achievementTone] : undefined}>
              {formatPercent(day.achievementPersen)}
            </Text>
            <Text size="xs" c="dimmed">
              {day.target === null ? 'no target' : `of ${formatRupiahShort(day.target)} target`}
            </Text>
          </Stack>
        </Group>
        <Comparison
          id="same-weekday"
          label="vs same weekday LY"
          value={day.sameWeekday.growthPersen}
          detail={`${day.weekday} ${dayName(day.sameWeekday.date)}: ${formatRupiahShort(day.sameWeekday.nett)}`}
        />
        <Comparison
          id="same-date"
          label="vs same date LY"
          value={day.sameDate.growthPersen}
          detail={`${dayName(day.sameDate.date)}: ${formatRupiahShort(day.sameDate.nett)}`}
        />
      </Stack>
    </Paper>
  );
}

export function YesterdayCards({ days }: { days: readonly TodayDay[] }) {
  const titleId = useId();
  const heading = days.length > 1 ? 'The weekend' : 'Yesterday';
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId} data-section="yesterday">
      <Title order={2} size="h5" id={titleId}>
        {heading}
      </Title>
      <SimpleGrid
        cols={{ base: days.length > 1 ? 2 : 1, sm: days.length > 1 ? 2 : 1 }}
        spacing="xs"
      >
        {days.map((day) => (
          <DayCard key={day.date} day={day} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
