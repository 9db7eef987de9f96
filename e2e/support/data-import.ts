/** The System → Data Import screen as the import tests open it. */
import type { Page } from 'playwright-core';
import { openSignedIn } from './session';
import type { BrowserAndPortal } from './suite';

/** The data import screen, `width` wide, of an administrator of `suite`'s portal, once it shows. */
export async function openDataImport(suite: BrowserAndPortal, width: number): Promise<Page> {
  const page = await openSignedIn(suite, 'admin', '/system/data-import', { width, height: 900 });
  await page.getByRole('heading', { name: 'Data Import', level: 1 }).waitFor();
  return page;
}
