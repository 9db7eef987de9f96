/**
 * Reading a chart as the app states it: where its plot sits and what its axes span
 * (data-plot), whether a point's tooltip shows (data-tooltip) and what the tooltip says. No
 * echarts internals: a point is found from the values the API answered and the plot's layout.
 */
import type { Locator, Page } from 'playwright-core';
import { TOOLTIP_CLASS } from '../../apps/web/src/lib/charts/chart-option';

export interface PlotLayout {
  top: number;
  bottom: number;
  left: number;
  right: number;
  axes: { min: number; max: number }[];
}

export async function plotOf(chart: Locator): Promise<PlotLayout> {
  const plot = await chart.getAttribute('data-plot');
  if (!plot) throw new Error('The chart has no data-plot.');
  return JSON.parse(plot) as PlotLayout;
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
