/** The filter of the sales pages as a person uses it: its selects, by label, and the address. */
import type { Locator, Page } from 'playwright-core';

export const paramsOf = (page: Page) => new URL(page.url()).searchParams;

/** A select or multi-select of the filter, by its label. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: label, exact: true });

/** Opens a select or multi-select by its label and picks an option by its name. */
export async function pick(
  page: Page,
  label: string,
  option: string | RegExp,
  scope: Page | Locator = page,
) {
  // A multi-select's field sits under its pills box, which takes the click.
  await field(scope, label).click({ force: true });
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
  // A multi-select stays open for more choices; a select closes by itself.
  const listbox = page.getByRole('listbox');
  if (await listbox.isVisible()) await page.keyboard.press('Escape');
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
