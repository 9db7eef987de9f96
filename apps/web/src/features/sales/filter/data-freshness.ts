/**
 * How fresh the sales data is, for the lines above the sales screens' filter (issue 25), without
 * React: a warning when the data's last day is more than two days before today ('Data until
 * 31 Oct 2026 — 28 days ago'), today being the group's business day (its time zone, not the
 * viewer's), and a line when the chosen type's last sale lies well before the data's last day
 * ('no EVENT sales since 9 Jun 2026'), so that a month without EVENT sales reads as what it is.
 *
 * The data's last day (`datelast`, DOMAIN.md) is one day for every type: the latest of the type
 * options' last sales. Each type option's `dataLastUpdate` is that type's own last sale.
 */
import type { TypeOption } from '@outlet-pulse/contracts';

/** Data, or a type's last sale, this many days old or less is fresh; older is said. */
export const FRESH_DAYS = 2;

export interface Freshness {
  /** The data's last day, when it is more than FRESH_DAYS before today. */
  stale: { until: string; daysAgo: number } | null;
  /** The chosen type's last sale, when it is more than FRESH_DAYS before the data's last day. */
  typeBehind: { type: string; since: string } | null;
}

const MS_PER_DAY = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY);
/** '2026-10-31' or a full ISO time → '2026-10-31'. */
const dayOf = (value: string) => value.slice(0, 10);

/** The data's last day: the latest last sale of any type; null before any sale is loaded. */
export function dataLastDay(types: readonly TypeOption[]): string | null {
  const days = types.flatMap((option) =>
    option.dataLastUpdate ? [dayOf(option.dataLastUpdate)] : [],
  );
  return days.length === 0 ? null : days.reduce((latest, day) => (day > latest ? day : latest));
}

export function dataFreshness(
  types: readonly TypeOption[],
  type: string,
  today: string,
): Freshness {
  const last = dataLastDay(types);
  if (last === null) return { stale: null, typeBehind: null };
  const daysAgo = dayNumber(today) - dayNumber(last);
  const typeLast = types.find((option) => option.bitype === type)?.dataLastUpdate ?? null;
  const since = typeLast === null ? null : dayOf(typeLast);
  return {
    stale: daysAgo > FRESH_DAYS ? { until: last, daysAgo } : null,
    typeBehind:
      since !== null && dayNumber(last) - dayNumber(since) > FRESH_DAYS ? { type, since } : null,
  };
}

/** The warning of stale data: 'Data until 31 Oct 2026 — 28 days ago'. */
export function staleText(
  stale: NonNullable<Freshness['stale']>,
  formatDay: (isoDate: string) => string,
): string {
  return `Data until ${formatDay(stale.until)} — ${stale.daysAgo} days ago`;
}

/** The line of a type behind the data: 'no EVENT sales since 9 Jun 2026'. */
export function typeBehindText(
  behind: NonNullable<Freshness['typeBehind']>,
  formatDay: (isoDate: string) => string,
): string {
  return `no ${behind.type} sales since ${formatDay(behind.since)}`;
}
