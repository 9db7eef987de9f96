/** The filter of the sales pages as a person uses it: its selects, by label, and the address. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const paramsOf = (page: Page) => new URL(page.url()).searchParams;

/** A select or multi-select of the filter, by its label. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: label, exact: true });

/**
 * Opens a select's list, clicking its field again if the list has not opened (a field that
 * has just been closed may take a moment before a click opens it again).
 */
export async function openList(
  page: Page,
  label: string,
  scope: Page | Locator = page,
): Promise<Locator> {
  // The filter sits at the top of the page, where the portal's bar does not cover it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const listbox = page.getByRole('listbox');
  await expect
    .poll(
      async () => {
        // A multi-select's field sits under its pills box, which takes the click.
        if (!(await listbox.isVisible())) await field(scope, label).click({ force: true });
        return listbox.isVisible();
      },
      { interval: 400, timeout: 15_000 },
    )
    .toBe(true);
  return listbox;
}

export async function closeList(page: Page) {
  const listbox = page.getByRole('listbox');
  if (await listbox.isVisible()) await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
}

/** Opens a select or multi-select by its label and picks an option by its name. */
export async function pick(
  page: Page,
  label: string,
  option: string | RegExp,
  scope: Page | Locator = page,
) {
  const choice = page
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: typeof option === 'string' });
  // A list that a re-render closed, that opened before its options came, or another field's
  // list still closing, is closed and opened afresh until it shows the option.
  await expect
    .poll(
      async () => {
        await openList(page, label, scope);
        if (await choice.first().isVisible()) return true;
        await closeList(page);
        return false;
      },
      { interval: 400, timeout: 20_000, message: `${label} offers ${option}` },
    )
    .toBe(true);
  await choice.first().click();
  // A multi-select stays open for more choices; a select closes by itself.
  await closeList(page);
}

/**
 * Opens a sales page at phone width and waits for the Filter button that stands for the
 * filter's fields there; returns the button.
 */
export async function openWithFilterButton(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  const button = page.getByRole('button', { name: 'Filter', exact: true });
  await button.waitFor();
  return button;
}

export async function waitForParam(page: Page, name: string, value: string | null) {
  await page.waitForURL((url) => url.searchParams.get(name) === value);
}

/** Picks an option of the filter and waits until the address carries the `param` it sets. */
export async function pickAndWait(
  page: Page,
  label: string,
  option: string,
  param: string,
  value: string,
) {
  await pick(page, label, option);
  await waitForParam(page, param, value);
}
