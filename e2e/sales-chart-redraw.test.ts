/**
 * The sales summary's charts redraw only what changed (issue 16): a filter change sets the new
 * answers on the charts already there (the same canvases), drawn as a fresh page of that filter
 * draws them; an in-app return takes the charts back as they were, canvases and all, instead of
 * creating and drawing them again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pick } from './support/filter';
import { SALES_SUMMARY_PATH } from './support/sales';
import { openSignedIn } from './support/session';
import { useBrowserAndPortal } from './support/suite';

const DESKTOP = { width: 1366, height: 900 };
const SUMMARY = `${SALES_SUMMARY_PATH}?company=KCG01`;

interface ChartsShown {
  /** Each chart's plot (data-plot: its place and axis ranges), in the page's order. */
  plots: string[];
  /** The option each chart was given (data-option-revision). */
  revisions: string[];
}

/**
 * Waits until the four widgets of a brand show their six charts, each drawn with the option it
 * was given and none with an option of `before` (the answers of the filter before a change).
 */
async function chartsShown(page: Page, before: string[] = []): Promise<ChartsShown> {
  await page.waitForFunction((earlier) => {
    const cards = document.querySelectorAll('[data-widget-slot] [data-widget]');
    const charts = [...document.querySelectorAll('[data-widget] [data-option-revision]')];
    return (
      cards.length === 4 &&
      charts.length === 6 &&
      charts.every((chart) => {
        const given = chart.getAttribute('data-option-revision') ?? '';
        return !earlier.includes(given) && chart.getAttribute('data-drawn-revision') === given;
      })
    );
  }, before);
  const charts = page.locator('[data-widget] [data-option-revision]');
  return {
    plots: await charts.evaluateAll((all) =>
      all.map((chart) => chart.getAttribute('data-plot') ?? ''),
    ),
    revisions: await charts.evaluateAll((all) =>
      all.map((chart) => chart.getAttribute('data-option-revision') ?? ''),
    ),
  };
}

/** Marks each chart's canvas, so that a later look can tell whether it is the same one. */
function markCanvases(page: Page, mark: string): Promise<void> {
  return page.evaluate((value) => {
    for (const canvas of document.querySelectorAll('[data-widget] [role=img] canvas')) {
      (canvas as HTMLCanvasElement).dataset.mark = value;
    }
  }, mark);
}

/** The mark of each chart's canvas, in the page's order ('' where a canvas has none). */
function canvasMarks(page: Page): Promise<string[]> {
  return page
    .locator('[data-widget] [role=img] canvas')
    .evaluateAll((canvases) =>
      canvases.map((canvas) => (canvas as HTMLCanvasElement).dataset.mark ?? ''),
    );
}

describe('the sales summary charts', () => {
  const suite = useBrowserAndPortal();

  it('take a filter change on the same canvases, drawn as a fresh page of that filter draws them', async () => {
    const page = await openSignedIn(suite, 'manager', SUMMARY, DESKTOP);
    const first = await chartsShown(page);
    await markCanvases(page, 'before');

    await pick(page, 'Company', 'Langkah Footwear');
    await page.waitForURL((url) => url.searchParams.get('company') === 'KCG02');
    const changed = await chartsShown(page, first.revisions);
    expect(changed.plots).not.toEqual(first.plots);
    expect(await canvasMarks(page)).toEqual(Array(6).fill('before'));

    const fresh = await suite.signedInBlankPage('manager', DESKTOP);
    await fresh.goto(page.url());
    expect((await chartsShown(fresh)).plots).toEqual(changed.plots);
    await fresh.context().close();
    await page.context().close();
  });

  it('come back after an in-app return as they were, without being made again', async () => {
    const page = await openSignedIn(suite, 'manager', SUMMARY, DESKTOP);
    const shown = await chartsShown(page);
    await markCanvases(page, 'kept');

    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.waitForFunction(() => document.querySelector('[data-widget-slot]') === null);
    await page.goBack();
    expect((await chartsShown(page, shown.revisions)).plots).toEqual(shown.plots);
    expect(await canvasMarks(page)).toEqual(Array(6).fill('kept'));
    await expect
      .poll(() =>
        page
          .locator('[data-widget] [data-chart-state]')
          .evaluateAll((charts) => charts.map((chart) => chart.getAttribute('data-chart-state'))),
      )
      .toEqual(Array(6).fill('drawn'));
    await page.context().close();
  });
});
