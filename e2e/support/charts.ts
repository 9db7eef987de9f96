/**
 * Reading a chart as the app states it: where its plot sits and what its axes span
 * (data-plot), whether a point's tooltip shows (data-tooltip) and what the tooltip says. No
 * echarts internals: a point is found from the values the API answered and the plot's layout.
 */
import { MONTH_NAMES } from '@outlet-pulse/contracts';
import type { Locator, Page } from 'playwright-core';
import { type PlotLayout, TOOLTIP_CLASS } from '../../apps/web/src/lib/charts/chart-option';

/** A line of a chart as the API answers it. */
export interface PlottedSeries {
  name: string;
  data: (number | null)[];
  yAxisIndex?: 0 | 1;
}

export async function plotOf(chart: Locator): Promise<PlotLayout> {
  const plot = await chart.getAttribute('data-plot');
  if (!plot) throw new Error('The chart has no data-plot.');
  return JSON.parse(plot) as PlotLayout;
}

/** The running month each chart marks (data-running-month), in the page's order. */
export function runningMonthsOf(charts: Locator): Promise<(string | null)[]> {
  return charts.evaluateAll((elements) =>
    elements.map((chart) => chart.getAttribute('data-running-month')),
  );
}

/** The text of the chart's tooltip while it shows, or ''. */
export async function tooltipText(chart: Locator): Promise<string> {
  return chart.evaluate((element, className) => {
    if (!element.hasAttribute('data-tooltip')) return '';
    return element.querySelector<HTMLElement>(`.${className}`)?.innerText ?? '';
  }, TOOLTIP_CLASS);
}

/**
 * Waits until the chart's tooltip starts with `heading`, up to `timeout` ms; false when it does
 * not (the pointer is not on that point).
 */
export async function tooltipShows(
  page: Page,
  chart: Locator,
  heading: string,
  timeout = 500,
): Promise<boolean> {
  const element = await chart.elementHandle();
  return page
    .waitForFunction(
      ([node, className, expected]) =>
        node?.hasAttribute('data-tooltip') &&
        node.querySelector<HTMLElement>(`.${className}`)?.innerText.split('\n')[0] === expected,
      [element, TOOLTIP_CLASS, heading] as const,
      { timeout },
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * Waits until the chart shows no tooltip: the chart hides it when a point is clicked, before it
 * hands the click on, so a click the chart has taken leaves the attribute gone.
 */
export async function waitForNoTooltip(chart: Locator): Promise<void> {
  const element = await chart.elementHandle();
  await chart.page().waitForFunction((node) => !node?.hasAttribute('data-tooltip'), element);
}

/** Where the value of a month sits on the page, on the left axis or the opposite one. */
export async function pointPosition(
  chart: Locator,
  monthIndex: number,
  value: number,
  axisIndex: 0 | 1 = 0,
): Promise<{ x: number; y: number }> {
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  const plot = await plotOf(chart);
  const axis = plot.axes[axisIndex];
  if (!box || !axis) throw new Error('The chart has no box or no such axis.');
  const height = box.height - plot.top - plot.bottom;
  return {
    x: box.x + plot.left + ((monthIndex + 0.5) * (box.width - plot.left - plot.right)) / 12,
    y: box.y + plot.top + (1 - (value - axis.min) / (axis.max - axis.min)) * height,
  };
}

/**
 * Points the mouse at the value of a month, coming from above and to the left of it. A line
 * that appears above the chart once its data has come (the freshness notice) can move the chart
 * after its place was read: the mouse follows until the chart stands where it was measured.
 */
export async function pointAt(
  page: Page,
  chart: Locator,
  monthIndex: number,
  value: number,
  axisIndex: 0 | 1 = 0,
  offset = 0,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = await chart.boundingBox();
    const { x, y } = await pointPosition(chart, monthIndex, value, axisIndex);
    await page.mouse.move(x - 30, y + offset - 30);
    await page.mouse.move(x, y + offset);
    const after = await chart.boundingBox();
    if (before && after && before.x === after.x && before.y === after.y) return;
  }
  throw new Error('The chart kept moving while the mouse pointed at it.');
}

/**
 * Points the mouse at a series' point in the first month (of `months`) where the tooltip names
 * that series (points of close years may lie on top of each other), as a person would check
 * before clicking. Returns the month, or throws when none is found.
 */
export async function hoverPoint(
  page: Page,
  chart: Locator,
  series: readonly PlottedSeries[],
  seriesIndex: number,
  months: readonly number[],
): Promise<number> {
  const target = series[seriesIndex];
  const name = target?.name ?? '';
  for (const month of months) {
    const value = target?.data[month];
    if (value === null || value === undefined) continue;
    for (const offset of [0, -2, 2]) {
      await pointAt(page, chart, month, value, target?.yAxisIndex ?? 0, offset);
      if (await tooltipShows(page, chart, `${MONTH_NAMES[month]} · ${name}`)) return month;
    }
  }
  throw new Error(`No point of ${name} could be pointed at.`);
}

/** Clicks the point `hoverPoint` finds; returns its month. */
export async function clickPoint(...args: Parameters<typeof hoverPoint>): Promise<number> {
  const month = await hoverPoint(...args);
  await args[0].mouse.down();
  await args[0].mouse.up();
  return month;
}
