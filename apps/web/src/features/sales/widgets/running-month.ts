/**
 * The running month as every widget draws it (DOMAIN.md, "The running month"): its point is
 * month-to-date, so the chart draws it partial (chart-option.ts), its x label and table heading
 * read 'MTD', its tooltip names the days and sets the month-to-date figures beside the whole
 * month's, and a narrow table opens on it.
 */
import type { RunningMonth } from '@outlet-pulse/contracts';
import { formatRupiah, formatRupiahShort } from '@outlet-pulse/contracts';
import type { ChartSeries } from '../../../lib/charts/chart-option';

export const MTD_NOTE = 'MTD';

/** The category index (0–11) of the running month, or null. */
export function runningIndexOf(runningMonth: RunningMonth | null): number | null {
  return runningMonth ? runningMonth.bulan - 1 : null;
}

/**
 * Where a series of `seriesYear` is partial: the running month's index when the series is of the
 * running month's year (earlier years keep whole months).
 */
export function partialIndexFor(
  runningMonth: RunningMonth | null,
  seriesYear: number | null | undefined,
): number | undefined {
  return runningMonth && seriesYear === runningMonth.year ? runningMonth.bulan - 1 : undefined;
}

/** True when the point at `dataIndex` of a series of `seriesYear` is month-to-date. */
export function isRunningPoint(
  runningMonth: RunningMonth | null,
  seriesYear: number | null | undefined,
  dataIndex: number,
): runningMonth is RunningMonth {
  return partialIndexFor(runningMonth, seriesYear) === dataIndex;
}

/**
 * An answer's series as a chart draws them: each keeps its name and data, is drawn as `drawnAs`
 * says (lines on the first axis unless told), and its point at `partialOf` is month-to-date.
 */
export function runningSeries<Line extends { name: string; data: (number | null)[] }>(
  series: readonly Line[],
  partialOf: (line: Line) => number | undefined,
  drawnAs: (line: Line) => Pick<ChartSeries, 'type' | 'yAxisIndex'> = () => ({ type: 'line' }),
): ChartSeries[] {
  return series.map((line) => {
    const partialIndex = partialOf(line);
    return {
      name: line.name,
      ...drawnAs(line),
      data: line.data,
      ...(partialIndex === undefined ? {} : { partialIndex }),
    };
  });
}

/** '1–20 Oct 2026, 20 of 31 days'; last year's same days where they are the point's. */
export function runningDaysLine(runningMonth: RunningMonth, lastYear = false): string {
  const label = lastYear ? runningMonth.lastYearLabel : runningMonth.label;
  return `${label}, ${runningMonth.daysElapsed} of ${runningMonth.daysInMonth} days`;
}

/** An amount short, with the exact figure beside it: 'Rp. 128,8 M (Rp. 128.812.345)'. */
export function amountLine(value: number | null): string {
  if (value === null) return formatRupiah(null);
  const short = formatRupiahShort(value);
  const exact = formatRupiah(value);
  return short === exact ? exact : `${short} (${exact})`;
}

/** What the tooltip of a month-to-date sales point sets beside its nett. */
export interface RunningSalesFigures {
  /** The target of the days elapsed, and of the whole month. */
  targetToDate: number | null;
  monthTarget: number | null;
  /** Last year's same days, and last year's whole month. */
  lastYearSameDays: number | null;
  lastYearWhole: number | null;
}

/**
 * The tooltip lines of a month-to-date nett point after its heading: the days, the nett, the
 * month-to-date target beside the month's, and last year's same days beside its whole month.
 */
export function runningSalesLines(
  runningMonth: RunningMonth,
  nett: number | null,
  figures: RunningSalesFigures,
): string[] {
  const lastYearMonth = runningMonth.lastYearLabel.replace(/^[\d–-]+\s*/, '');
  return [
    runningDaysLine(runningMonth),
    `Nett : ${amountLine(nett)}`,
    `MTD target : ${formatRupiahShort(figures.targetToDate)} · month : ${formatRupiahShort(figures.monthTarget)}`,
    `${runningMonth.lastYearLabel} : ${formatRupiahShort(figures.lastYearSameDays)} · whole ${lastYearMonth} : ${formatRupiahShort(figures.lastYearWhole)}`,
  ];
}

/** The server's toolip of a cell as tooltip lines: '1–20 Oct 2026: … · 1–20 Oct 2025: …'. */
export function toolipParts(toolip: string | undefined): string[] {
  return toolip ? toolip.split(' · ') : [];
}

/** What a month-to-date point's tooltip adds: its days (last year's where the point is) and the toolip. */
export interface RunningPoint {
  runningMonth: RunningMonth;
  lastYear?: boolean;
  toolip: string | undefined;
}

/**
 * A point's tooltip: 'Jan · Sales 2026' and the figure shown; a month-to-date point reads
 * 'Jan MTD · …' and adds its days and the server's toolip of that month.
 */
export function pointLines(
  { category, seriesName }: { category: string; seriesName: string },
  shown: string,
  running: RunningPoint | null,
): string[] {
  if (!running) return [`${category} · ${seriesName}`, shown];
  return [
    `${category} ${MTD_NOTE} · ${seriesName}`,
    runningDaysLine(running.runningMonth, running.lastYear),
    shown,
    ...toolipParts(running.toolip),
  ];
}

/** The index of the last month with a value, or of the running month when there is one. */
export function latestMonthIndex(
  runningMonth: RunningMonth | null,
  values: readonly (number | null)[],
): number | null {
  const running = runningIndexOf(runningMonth);
  if (running !== null) return running;
  for (let index = values.length - 1; index >= 0; index -= 1) {
    if (values[index] !== null && values[index] !== undefined) return index;
  }
  return null;
}
