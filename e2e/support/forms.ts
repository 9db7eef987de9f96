/** The portal's form controls as a person works them: Mantine selects and the save question. */
import { NOTICE } from '@outlet-pulse/contracts';
import type { Locator, Page } from 'playwright-core';

/** A Mantine select's input, which some kinds of select expose as a textbox, others as a combobox. */
const selectBox = (form: Locator, label: string) =>
  form.getByRole('textbox', { name: label }).or(form.getByRole('combobox', { name: label }));

/** Picks an option of a Mantine select in `form` by typing `search` into it. */
export async function choose(
  form: Locator,
  label: string,
  search: string,
  option: string | RegExp,
): Promise<void> {
  const box = selectBox(form, label);
  await box.first().click();
  await box.first().fill(search);
  await form.page().getByRole('option', { name: option }).first().click();
}

/** Answers yes to the question the portal asks before it saves a form. */
export async function confirmSave(page: Page): Promise<void> {
  const question = page.getByRole('dialog').filter({ hasText: NOTICE.confirmText });
  await question.getByRole('button', { name: NOTICE.confirmButton }).click();
}

/** Picks `options` of a Mantine multi-select in `form`, then closes its list. */
export async function chooseMany(form: Locator, label: string, options: RegExp[]): Promise<void> {
  const box = selectBox(form, label);
  await box.first().click();
  for (const option of options) {
    await form.page().getByRole('option', { name: option }).first().click();
  }
  await form.page().keyboard.press('Escape');
}
