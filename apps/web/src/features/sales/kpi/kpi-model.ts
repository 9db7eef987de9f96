/**
 * The KPI strip of the morning view, without React: the figures people open the sales summary
 * for (DOMAIN.md, "Pacing"), read from the answer's `pacing` and the LFL summary's cell of the
 * same month. Each figure has its comparison, a tone from the server's flag, and a sentence that
 * says exactly which days are compared ('1–20 Oct 2026 vs 1–20 Oct 2025'). A finished month reads
 * 'Oct 2026' and has no projection; a past year shows its December and the whole year, and where
 * last year's same days had no sales (the data begins that year) says there is nothing to
 * compare rather than setting the figures against Rp. 0.
 */
import {
  formatPercent,
  formatRupiah,
  formatRupiahShort,
  MONTH_NAMES,
  type Pacing,
  type PacingFigures,
  roundsToZero,
  type StatusFlag,
} from '@outlet-pulse/contracts';

export type KpiId =
  | 'mtd-nett'
  | 'mtd-achievement'
  | 'mtd-growth'
  | 'lfl-growth'
  | 'projection'
  | 'needed-per-day'
  | 'ytd-nett'
  | 'ytd-achievement';

export type KpiTone = 'good' | 'bad';

export interface Kpi {
  id: KpiId;
  label: string;
  /** The raw figure (rupiah or percent), for tests and for reading; null when there is none. */
  value: number | null;
  /** The figure as it reads: short rupiah or a percentage. */
  text: string;
  /** The exact rupiah where `text` abbreviates. */
  exact?: string;
  tone?: KpiTone;
  arrow?: 'up' | 'down';
  /** A short line under the figure: what it is set against. */
  comparison: string;
  /** A second figure of the tile, such as the projected achievement of the projection. */
  secondary?: { id: string; value: number | null };
  /** What exactly is compared, for the tile's tooltip. */
  compares: string;
}

export interface KpiGroup {
  id: 'month' | 'year';
  /** 'Month to date · 1–20 Oct 2026 (20 of 31 days)', 'Oct 2026', 'Year to date · …', '2025'. */
  heading: string;
  kpis: Kpi[];
}

/** What the LFL summary says of the month: its cell of the pacing month. */
export interface LflMonth {
  persenNettView: number | null;
  status: StatusFlag;
}

/** The LFL figure while its call is under way or after it failed. */
export type LflState = LflMonth | 'loading' | 'failed' | null;

function toneOf(flag: StatusFlag): KpiTone | undefined {
  if (flag === 'Y') return 'good';
  if (flag === 'N') return 'bad';
  return undefined;
}

/** A growth or achievement that rounds to 0,00 has no arrow beside it. */
function arrowOf(value: number | null, flag: StatusFlag): Kpi['arrow'] {
  if (value === null || roundsToZero(value) || flag === 'X') return undefined;
  return flag === 'Y' ? 'up' : 'down';
}

const isFinished = (figures: PacingFigures) => figures.daysElapsed >= figures.daysInPeriod;

/**
 * Last year's same days had no sales (a past year whose year before is not loaded): there is
 * nothing to set the figures against, which is not the same as last year selling Rp. 0.
 */
const hasNoLastYear = (figures: PacingFigures) => figures.lastYearSameDays === 0;

const nothingToCompare = (lastYear: string) => `no ${lastYear} sales to compare`;

/** '2026-10-01' → 'Oct 2026'. */
function monthName(isoDate: string): string {
  return `${MONTH_NAMES[Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;
}

/** The period's name: its days while it runs, its month (or year) once it is finished. */
export function periodName(
  figures: PacingFigures,
  group: KpiGroup['id'],
  lastYear = false,
): string {
  const from = lastYear ? figures.lastYearFrom : figures.from;
  if (isFinished(figures)) return group === 'month' ? monthName(from) : from.slice(0, 4);
  return lastYear ? figures.lastYearLabel : figures.label;
}

function amount(value: number | null): Pick<Kpi, 'value' | 'text' | 'exact'> {
  const text = formatRupiahShort(value);
  const exact = formatRupiah(value);
  return { value, text, ...(value !== null && exact !== text ? { exact } : {}) };
}

function withTone(kpi: Kpi, flag: StatusFlag): Kpi {
  const tone = toneOf(flag);
  return tone ? { ...kpi, tone } : kpi;
}

function growthKpi(
  id: KpiId,
  label: string,
  value: number | null,
  flag: StatusFlag,
  comparison: string,
  compares: string,
): Kpi {
  const arrow = arrowOf(value, flag);
  const kpi: Kpi = {
    id,
    label,
    value,
    text: formatPercent(value),
    comparison,
    compares,
    ...(arrow ? { arrow } : {}),
  };
  return value === null || roundsToZero(value) ? kpi : withTone(kpi, flag);
}

function lflKpi(month: PacingFigures, lfl: LflState): Kpi {
  const days = periodName(month, 'month');
  const lastYear = periodName(month, 'month', true);
  const compares = `${days} vs ${lastYear}, like-for-like outlets only (open the whole month in both years)`;
  if (lfl === 'loading' || lfl === 'failed' || lfl === null) {
    const comparison = {
      loading: 'Loading…',
      failed: 'Could not be loaded',
      none: 'No like-for-like outlets',
    }[lfl ?? 'none'];
    return { id: 'lfl-growth', label: 'LFL growth', value: null, text: '-', comparison, compares };
  }
  return growthKpi(
    'lfl-growth',
    'LFL growth',
    lfl.persenNettView,
    lfl.status,
    hasNoLastYear(month) ? nothingToCompare(lastYear) : `vs ${lastYear}, same outlets`,
    compares,
  );
}

function monthKpis(month: PacingFigures, lfl: LflState | undefined): Kpi[] {
  const days = periodName(month, 'month');
  const lastYear = periodName(month, 'month', true);
  const name = monthName(month.from);
  const noLastYear = hasNoLastYear(month);
  const kpis: Kpi[] = [
    withTone(
      {
        id: 'mtd-nett',
        label: isFinished(month) ? 'Nett' : 'Nett MTD',
        ...amount(month.nett),
        comparison: noLastYear
          ? nothingToCompare(lastYear)
          : `${lastYear}: ${formatRupiahShort(month.lastYearSameDays)}`,
        compares: noLastYear
          ? `Nett ${days} (${formatRupiah(month.nett)}); ${lastYear} had no sales to compare with`
          : `Nett ${days} (${formatRupiah(month.nett)}) vs ${lastYear} (${formatRupiah(month.lastYearSameDays)})`,
      },
      month.growthStatus,
    ),
    withTone(
      {
        id: 'mtd-achievement',
        label: 'Achievement',
        value: month.achievementPersen,
        text: formatPercent(month.achievementPersen),
        comparison: `of ${formatRupiahShort(month.targetToDate)} target`,
        compares: `Nett ${days} vs the target of ${days} (${formatRupiah(month.targetToDate)})`,
      },
      month.achievementStatus,
    ),
    growthKpi(
      'mtd-growth',
      'Growth',
      month.growthPersen,
      month.growthStatus,
      noLastYear ? nothingToCompare(lastYear) : `vs ${lastYear}`,
      noLastYear ? `${days}: ${lastYear} had no sales to compare with` : `${days} vs ${lastYear}`,
    ),
    ...(lfl === undefined ? [] : [lflKpi(month, lfl)]),
  ];
  if (isFinished(month)) return kpis;
  const daysLeft = month.daysInPeriod - month.daysElapsed;
  const projection: Kpi = withTone(
    {
      id: 'projection',
      label: 'Projection',
      ...amount(month.projection),
      comparison: `${formatPercent(month.projectedPersen)} of ${formatRupiahShort(month.target)}`,
      secondary: { id: 'projected-achievement', value: month.projectedPersen },
      compares: `Where ${name} lands if the rest of the month goes like ${monthName(month.lastYearFrom)} (${days} scaled by ${monthName(month.lastYearFrom)}'s shape), against the month's target of ${formatRupiah(month.target)}`,
    },
    month.projectedStatus,
  );
  const dailySoFar = month.daysElapsed > 0 ? month.nett / month.daysElapsed : null;
  const met = month.neededPerDay === 0;
  const needed: Kpi = withTone(
    {
      id: 'needed-per-day',
      label: 'Needed per day',
      ...amount(month.neededPerDay),
      ...(met ? { text: 'Target met' } : {}),
      comparison: `so far ${formatRupiahShort(dailySoFar)} a day`,
      compares: `(${name} target ${formatRupiah(month.target)} − nett ${days} ${formatRupiah(month.nett)}) ÷ ${daysLeft} days left`,
    },
    month.projectedStatus,
  );
  return [...kpis, projection, needed];
}

function yearKpis(year: PacingFigures): Kpi[] {
  const days = periodName(year, 'year');
  const lastYear = periodName(year, 'year', true);
  const growthText = formatPercent(year.growthPersen);
  const noLastYear = hasNoLastYear(year);
  return [
    withTone(
      {
        id: 'ytd-nett',
        label: isFinished(year) ? 'Nett' : 'Nett YTD',
        ...amount(year.nett),
        comparison: noLastYear ? nothingToCompare(lastYear) : `${growthText} vs ${lastYear}`,
        secondary: { id: 'ytd-growth', value: year.growthPersen },
        compares: noLastYear
          ? `Nett ${days} (${formatRupiah(year.nett)}); ${lastYear} had no sales to compare with`
          : `Nett ${days} (${formatRupiah(year.nett)}) vs ${lastYear} (${formatRupiah(year.lastYearSameDays)})`,
      },
      year.growthStatus,
    ),
    withTone(
      {
        id: 'ytd-achievement',
        label: isFinished(year) ? 'Achievement' : 'Achievement YTD',
        value: year.achievementPersen,
        text: formatPercent(year.achievementPersen),
        comparison: `of ${formatRupiahShort(year.targetToDate)} target`,
        compares: `Nett ${days} vs the target of ${days} (${formatRupiah(year.targetToDate)})`,
      },
      year.achievementStatus,
    ),
  ];
}

function groupHeading(figures: PacingFigures, group: KpiGroup['id']): string {
  if (isFinished(figures)) return periodName(figures, group);
  const name = group === 'month' ? 'Month to date' : 'Year to date';
  return `${name} · ${figures.label} (${figures.daysElapsed} of ${figures.daysInPeriod} days)`;
}

/**
 * The strip's groups (the month, the year); empty when the year shown has no reference day.
 * Without `lfl` (a screen with no LFL call) the strip has no LFL tile.
 */
export function kpiGroups(pacing: Pacing, lfl?: LflState): KpiGroup[] {
  const groups: KpiGroup[] = [];
  if (pacing.month) {
    groups.push({
      id: 'month',
      heading: groupHeading(pacing.month, 'month'),
      kpis: monthKpis(pacing.month, lfl),
    });
  }
  if (pacing.year) {
    groups.push({
      id: 'year',
      heading: groupHeading(pacing.year, 'year'),
      kpis: yearKpis(pacing.year),
    });
  }
  return groups;
}

/** The month (1–12) whose LFL cell the strip reads: the pacing month's. */
export function pacingMonthNumber(pacing: Pacing): number | null {
  return pacing.month ? Number(pacing.month.from.slice(5, 7)) : null;
}
