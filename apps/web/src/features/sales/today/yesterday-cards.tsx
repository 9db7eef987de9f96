/**
 * "Yesterday" (issue 26, point 2): the freshness line ('Data until 18 Oct 2026 · 20 of 24
 * outlets reported that day', in the theme's warning colour when the data is more than a day
 * old) and one card per data day (Saturday and Sunday on a Monday): nett, achievement against
 * the day's target, and growth against the same weekday last year (364 days before) and against
 * the same date, each labelled with the day it compares with. Every figure carries its raw
 * value in data-value, for tests and for reading.
 */
import { Box, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
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

type Tone = 'good' | 'bad' | undefined;

function toneAgainst(value: number | null, par: number): Tone {
  if (value === null || roundsToZero(value - par)) return undefined;
  return value > par ? 'good' : 'bad';
}

/**
 * One figure of a card: its label, and what it is set against under it (from 576 px: a phone
 * keeps the label and the figure, the day compared is in the row's title).
 */
function FigureRow({
  id,
  label,
  value,
  tone,
  detail,
}: {
  id: string;
  label: string;
  value: number | null;
  tone: Tone;
  detail: string;
}) {
  return (
    <div data-figure={id} data-value={value ?? undefined} title={detail}>
      <Group justify="space-between" gap={2} wrap="nowrap">
        <Text fz={{ base: 11, sm: 'xs' }} c="dimmed" truncate>
          {label}
        </Text>
        <Text
          fz={{ base: 'xs', sm: 'sm' }}
          fw={700}
          c={tone ? TONE_COLOR[tone] : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {/* A phone's half-width card keeps the label whole; the sign and colour stay. */}
          {tone && (
            <Box component="span" aria-hidden visibleFrom="sm" fz="0.75em" mr={3}>
              {ARROW[tone === 'good' ? 'up' : 'down']}
            </Box>
          )}
          {formatPercent(value)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {detail}
      </Text>
    </div>
  );
}

interface DayCardProps {
  /** A data day: the answer's `days` hold one, or Saturday and Sunday. */
  day: TodayDay;
}

/** One data day's card, named by its heading. */
function DayCard({ day }: DayCardProps) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      px={{ base: 8, sm: 'sm' }}
      py="xs"
      component="article"
      aria-labelledby={titleId}
      data-day={day.date}
      style={{ flex: '1 1 0', minWidth: 0, maxWidth: 420 }}
    >
      <Stack gap={4}>
        <Title order={3} size="h6" id={titleId}>
          {day.weekday} {dayName(day.date)}
        </Title>
        <Tooltip label={formatRupiah(day.nett)} events={{ hover: true, focus: true, touch: true }}>
          <Text
            fw={700}
            fz={{ base: 'lg', sm: 24 }}
            lh={1.2}
            w="fit-content"
            style={{ whiteSpace: 'nowrap' }}
            data-figure="nett"
            data-value={day.nett}
            tabIndex={0}
            aria-label={`Nett ${formatRupiah(day.nett)}`}
          >
            {formatRupiahShort(day.nett)}
          </Text>
        </Tooltip>
        <FigureRow
          id="achievement"
          label="Achievement"
          value={day.achievementPersen}
          tone={toneAgainst(day.achievementPersen, 100)}
          detail={
            day.target === null ? 'no target that day' : `of ${formatRupiah(day.target)} target`
          }
        />
        <FigureRow
          id="same-weekday"
          label="Same weekday LY"
          value={day.sameWeekday.growthPersen}
          tone={toneAgainst(day.sameWeekday.growthPersen, 0)}
          detail={`${day.weekday} ${dayName(day.sameWeekday.date)}: ${formatRupiahShort(day.sameWeekday.nett)}`}
        />
        <FigureRow
          id="same-date"
          label="Same date LY"
          value={day.sameDate.growthPersen}
          tone={toneAgainst(day.sameDate.growthPersen, 0)}
          detail={`${dayName(day.sameDate.date)}: ${formatRupiahShort(day.sameDate.nett)}`}
        />
      </Stack>
    </Paper>
  );
}

export function YesterdayCards({
  days,
  ageDays,
}: {
  days: readonly TodayDay[];
  /** How old the data day is: 'Yesterday' only when it is. */
  ageDays: number | null;
}) {
  const titleId = useId();
  const heading =
    days.length > 1 ? 'The weekend' : ageDays === FRESH_DAYS ? 'Yesterday' : 'The last data day';
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId} data-section="yesterday">
      <Title order={2} size="h5" id={titleId}>
        {heading}
      </Title>
      <Group gap="xs" align="stretch" wrap="nowrap">
        {days.map((day) => (
          <DayCard key={day.date} day={day} />
        ))}
      </Group>
    </Stack>
  );
}
