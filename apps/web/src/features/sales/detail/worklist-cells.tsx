/**
 * What a worklist cell shows, the same in the desktop table and the phone cards: a value in
 * the colour of its flag (green as good as the comparison or better, red worse), and an outlet
 * with its marks (closed in red, NEW, NON-LFL).
 */
import { Badge, Text } from '@mantine/core';
import { TONE_COLOR } from '../../../components/data-table/status';
import { cellLook, type TableColumn } from '../../../components/data-table/table-model';
import type { DetailRow } from './detail-model';
import { BADGE_TEXT, badgeTitle, type OutletBadge } from './outlet-badges';
import classes from './worklist.module.css';

const BADGE_COLORS: Record<OutletBadge, string> = {
  closed: 'red',
  new: 'blue',
  'non-lfl': 'gray',
};

/**
 * A plain span, not a Mantine Text (a worklist draws a thousand of these as it scrolls), with
 * the exact figure on hover where the text abbreviates.
 */
export function ValueText({ column, row }: { column: TableColumn<DetailRow>; row: DetailRow }) {
  const look = cellLook(column, row);
  if (!look.tone && !look.exact) return <>{look.text}</>;
  return (
    <span style={look.tone ? { color: TONE_COLOR[look.tone] } : undefined} title={look.exact}>
      {look.text}
    </span>
  );
}

export function OutletBadges({ row }: { row: DetailRow }) {
  if (row.badges.length === 0) return null;
  const facts = {
    status: row.closed ? 'CLOSED' : 'OPEN',
    openDate: typeof row.values.openDate === 'string' ? row.values.openDate : null,
    closeDate: typeof row.values.closeDate === 'string' ? row.values.closeDate : null,
    lfl: null,
  };
  return (
    <>
      {row.badges.map((badge) => (
        <Badge
          key={badge}
          size="xs"
          radius="sm"
          variant="light"
          color={BADGE_COLORS[badge]}
          title={badgeTitle(badge, facts)}
          className={classes.badge}
        >
          {BADGE_TEXT[badge]}
        </Badge>
      ))}
    </>
  );
}

/** The outlet's name (red when closed) and its marks; the name gives way first. */
export function OutletName({ row }: { row: DetailRow }) {
  return (
    <span className={classes.outlet}>
      <Text
        span
        inherit
        className={classes.outletName}
        c={row.closed ? 'red.8' : undefined}
        title={row.name}
      >
        {row.name}
      </Text>
      <OutletBadges row={row} />
    </span>
  );
}
