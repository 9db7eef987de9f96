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

export async function waitForParam(page: Page, name: string, value: string | null) {
  await page.waitForURL((url) => url.searchParams.get(name) === value);
}
