import {
  CHECKLIST_MESSAGES,
  CHECKLIST_PERMISSIONS,
  type ChecklistSummary,
  formatDate,
  NOTICE,
  SESSION_MESSAGES,
} from '@outlet-pulse/contracts';
import { bodyOf, type Mailbox, startMailbox } from '@outlet-pulse/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFitsAndShoot, screenshot } from './support/browser';
import { PORTAL_TIME_ZONE } from './support/portal';
import { busyUntilReleased, copiedFrom } from './support/sales';
import { openSignedIn, signInByApi } from './support/session';
import { DEMO_PASSWORD } from './support/sign-in';
import { type BrowserAndPortal, useBrowserAndOwnPortal } from './support/suite';

const SCREEN_PATH = '/portal/operation/checklist';
/** Portal > Operation > Checklist in the shipped menu. */
const CHECKLIST_MENU_ID = 'M100_600_010';
const PAGE_SIZE = 15;

interface ChecklistPage {
  rows: ChecklistSummary[];
  count: number;
}

/** A page of the list as the API answers it to a user, asked from the test process. */
async function listAs(
  baseUrl: string,
  username: string,
  query: { page: number; keyword?: string },
): Promise<ChecklistPage> {
  const signedIn = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, remember: false }),
  });
  const { data: session } = (await signedIn.json()) as { data: { auth_token: string } };
  const search = new URLSearchParams({
    page: String(query.page),
    limit: String(PAGE_SIZE),
    keyword: query.keyword ?? '',
  });
  const answer = await fetch(`${baseUrl}/api/checklist_report/documents?${search}`, {
    headers: { authorization: `Bearer ${session.auth_token}`, accept: 'application/json' },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: ChecklistPage }).data;
}

/** Scores read with a decimal comma and their maximum: (41.5, 50) → '41,5 of 50'. */
const expectedScore = (value: number, maximum: number) =>
  `${String(value).replace('.', ',')} of ${String(maximum).replace('.', ',')}`;

const table = (page: Page) => page.getByRole('region', { name: 'Checklists' });
/** The body rows of the table (the heading row holds column headers, not cells). */
const bodyRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The document numbers the table shows, in order. */
async function shownDocuments(page: Page): Promise<string[]> {
  return bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''),
  );
}

async function waitForDocuments(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => shownDocuments(page), { timeout: 10_000 }).toEqual(expected);
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

describe('the checklist screen', () => {
  let mailbox: Mailbox;
  let firstPage: ChecklistPage;

  /** The first checklist of the manager's first page, which the tests below act on. */
  function firstChecklist(): ChecklistSummary {
    const [checklist] = firstPage.rows;
    if (!checklist) throw new Error('The first page of checklists is empty.');
    return checklist;
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  // Portals of the file's own: it gives staff the Checklist screen.
  const suite = useBrowserAndOwnPortal();
  /** The same demo data, with e-mail going to a mailbox of the test. */
  const mailSuite = useBrowserAndOwnPortal(() => ({
    smtp: { host: '127.0.0.1', port: mailbox.port, sender: 'Outlet Pulse <pulse@kcg.test>' },
  }));

  beforeAll(async () => {
    // Staff's shipped role has no Checklist screen (issue 25): here an administrator has given
    // it the screen and the permission to read checklists, but not to send or revoke.
    for (const target of [suite.portal, mailSuite.portal]) {
      await target.database.kysely
        .insertInto('role_menus')
        .values({ role_code: 'staff', menu_id: CHECKLIST_MENU_ID })
        .execute();
      await target.database.kysely
        .insertInto('role_permissions')
        .values({ role_code: 'staff', permission: CHECKLIST_PERMISSIONS.view })
        .execute();
    }
    firstPage = await listAs(suite.portal.baseUrl, 'manager', { page: 1 });
    expect(firstPage.count).toBeGreaterThan(2 * PAGE_SIZE);
  });
  afterAll(async () => {
    await mailbox?.close();
  });

  async function openScreen(
    target: BrowserAndPortal,
    username: string,
    width = 1280,
    search = '',
  ): Promise<Page> {
    return openSignedIn(
      target,
      username,
      `${SCREEN_PATH}${search}`,
      { width, height: 900 },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    );
  }

  it('lists the checklists the API answers, reached from the Operation menu', async () => {
    // From the dashboard, whose menu has every section folded (the manager lands on Today,
    // inside Portal → Sales).
    const page = await openSignedIn(suite, 'manager', '/dashboard', { width: 1280, height: 900 });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Portal' }).click();
    await menu.getByRole('button', { name: 'Operation' }).click();
    await menu.getByRole('link', { name: 'Checklist', exact: true }).click();
    await page.waitForURL(`**${SCREEN_PATH}`);
    await page.getByRole('heading', { name: 'Checklist', level: 1 }).waitFor();

    await waitForDocuments(
      page,
      firstPage.rows.map((row) => row.docnumber),
    );
    expect(await table(page).getByRole('columnheader').allInnerTexts()).toEqual([
      'No',
      'Document No.',
      'Date',
      'Outlet',
      'Brand',
      'Format',
      'PIC',
      'Flags',
      'Score',
      'Completed',
      'Report',
    ]);
    for (const [index, checklist] of firstPage.rows.entries()) {
      const cells = bodyRows(page).nth(index).getByRole('cell');
      const texts = (await cells.allInnerTexts()).map((text) => text.trim());
      expect(checklist.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(texts.slice(0, 7), checklist.docnumber).toEqual([
        String(index + 1),
        checklist.docnumber,
        // The day in the portal's one date form ('5 Oct 2026').
        formatDate(checklist.checkedOn.slice(0, 10), PORTAL_TIME_ZONE),
        checklist.branchname,
        checklist.company,
        checklist.checklistname,
        checklist.name,
      ]);
      expect(texts.slice(8, 10)).toEqual([
        expectedScore(checklist.TOTALSCORE, checklist.MAXSCORE),
        // Badges write their text in capitals.
        checklist.completed ? 'YES' : 'NO',
      ]);
      const flags = await cells.nth(7).getByRole('listitem').allTextContents();
      expect(flags).toEqual([
        `Red flags: ${checklist.TOTALRED}`,
        `Yellow flags: ${checklist.TOTALYELLOW}`,
        `Green flags: ${checklist.TOTALGREEN}`,
        `N/A: ${checklist.TOTALNA}`,
      ]);
    }
    expect(await page.getByText(`Showing 1–15 of ${firstPage.count}`).isVisible()).toBe(true);
    await expectFitsAndShoot(page, 'checklists-desktop', { fullPage: false });
    await page.context().close();
  });

  it('finds a document by its number, pages through, and keeps both in the address', async () => {
    const secondPage = await listAs(suite.portal.baseUrl, 'manager', { page: 2 });
    const wanted = secondPage.rows[3];
    if (!wanted) throw new Error('The demo data has too few checklists.');
    const page = await openScreen(suite, 'manager');
    await waitForDocuments(
      page,
      firstPage.rows.map((row) => row.docnumber),
    );

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await page.waitForURL(/\?page=2$/);
    await waitForDocuments(
      page,
      secondPage.rows.map((row) => row.docnumber),
    );
    expect(await bodyRows(page).first().getByRole('cell').first().innerText()).toBe('16');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/\?page=3$/);
    await expect
      .poll(() => bodyRows(page).first().getByRole('cell').first().innerText())
      .toBe('31');

    const search = page.getByRole('searchbox', { name: 'Search checklists' });
    await search.fill(wanted.docnumber.toLowerCase());
    await page.waitForURL(
      (url) => url.searchParams.get('keyword') === wanted.docnumber.toLowerCase(),
    );
    expect(new URL(page.url()).searchParams.get('page'), 'a new search starts on page 1').toBe(
      null,
    );
    await waitForDocuments(page, [wanted.docnumber]);
    expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);

    await search.fill('no-such-checklist');
    await page.getByText(CHECKLIST_MESSAGES.empty).waitFor();
    await screenshot(page, 'checklists-empty-desktop', { fullPage: false });
    await page.goBack();
    await waitForDocuments(page, [wanted.docnumber]);
    expect(await search.inputValue()).toBe(wanted.docnumber.toLowerCase());

    await page.reload();
    await waitForDocuments(page, [wanted.docnumber]);
    await page.context().close();
  });

  it('offers staff only View report, and only their companies', async () => {
    const page = await openScreen(suite, 'staff');
    const staffRows = await listAs(suite.portal.baseUrl, 'staff', { page: 1 });
    await waitForDocuments(
      page,
      staffRows.rows.map((row) => row.docnumber),
    );
    expect(new Set(staffRows.rows.map((row) => row.company))).toEqual(new Set(['KCG01', 'KCG03']));
    expect(await page.getByRole('button', { name: /View report/ }).count()).toBe(
      staffRows.rows.length,
    );
    expect(await page.getByRole('button', { name: /Send report/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Revoke links/ }).count()).toBe(0);
    await page.context().close();
  });

  it('opens the report with View report, without e-mail, at 1366 and 390 px', async () => {
    for (const width of [1366, 390]) {
      const page = await openScreen(suite, 'staff', width);
      const staffRows = await listAs(suite.portal.baseUrl, 'staff', { page: 1 });
      const checklist = staffRows.rows[1];
      if (!checklist) throw new Error('Staff see too few checklists.');
      const view = page.getByRole('button', { name: `View report of ${checklist.docnumber}` });
      await view.waitFor();
      await expectFitsAndShoot(page, `checklists-view-${width}`, { fullPage: false });
      await view.click();
      await page.waitForURL(/\/report-email\/[A-Za-z0-9_-]{43}$/);
      await page.getByRole('heading', { name: checklist.branchname, level: 1 }).waitFor();
      await page.getByText(checklist.docnumber).first().waitFor();
      await expectFitsAndShoot(page, `checklists-viewed-report-${width}`, { fullPage: false });
      await page.goBack();
      await view.waitFor();
      await page.context().close();
    }
  });

  it('disables Send report, saying why, when e-mail is not set up', async () => {
    const page = await openScreen(suite, 'manager');
    const checklist = firstChecklist();
    const send = page.getByRole('button', { name: `Send report of ${checklist.docnumber}` });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    expect(await send.getAttribute('title')).toBe(CHECKLIST_MESSAGES.emailNotSetUp);
    await page.getByText(`Send report is off: ${CHECKLIST_MESSAGES.emailNotSetUp}.`).waitFor();
    expect(await page.getByRole('button', { name: /Revoke links/ }).count(), 'managers').toBe(0);
    await screenshot(page, 'checklists-send-off-desktop', { fullPage: false });
    await page.context().close();
  });

  it('asks before sending, with the mouse and from the keyboard', async () => {
    const page = await openScreen(mailSuite, 'manager');
    const checklist = firstChecklist();
    const send = page.getByRole('button', { name: `Send report of ${checklist.docnumber}` });
    expect(await page.getByText(/Send report is off/).count()).toBe(0);

    await send.click();
    const question = page.getByRole('dialog', {
      name: CHECKLIST_MESSAGES.sendConfirm(checklist.docnumber),
    });
    await question.waitFor();
    expect(await question.innerText()).toContain(checklist.branchname);
    await question.getByRole('button', { name: NOTICE.cancelButton }).click();
    await toast(page, NOTICE.cancelled).waitFor();
    await question.waitFor({ state: 'detached' });

    await send.focus();
    await page.keyboard.press('Enter');
    await question.waitFor();
    await question.getByRole('button', { name: NOTICE.cancelButton }).click();
    await question.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('sends the report to the PIC and the outlet, shows the link, and revokes it', async () => {
    const page = await openScreen(mailSuite, 'admin');
    const checklist = firstChecklist();
    await waitForDocuments(
      page,
      firstPage.rows.map((row) => row.docnumber),
    );
    const before = mailbox.received.length;

    await page.getByRole('button', { name: `Send report of ${checklist.docnumber}` }).click();
    await page
      .getByRole('dialog', { name: CHECKLIST_MESSAGES.sendConfirm(checklist.docnumber) })
      .getByRole('button', { name: CHECKLIST_MESSAGES.sendButton })
      .click();
    const sent = toast(page, CHECKLIST_MESSAGES.sentTitle);
    await sent.waitFor();
    const sentText = await sent.innerText();

    const modal = page.getByRole('dialog', { name: 'Report link' });
    await modal.waitFor();
    const link = await modal.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(link).toMatch(
      new RegExp(`^${mailSuite.portal.baseUrl}/report-email/[A-Za-z0-9_-]{43}$`),
    );

    expect(mailbox.received.length).toBe(before + 1);
    const mail = mailbox.received.at(-1);
    if (!mail) throw new Error('No e-mail arrived.');
    expect(mail.to).toHaveLength(2);
    expect(sentText).toContain(CHECKLIST_MESSAGES.sentTo(mail.to));
    expect(await modal.innerText()).toContain(mail.to.join(', '));
    const linkPath = new URL(link).pathname;
    expect(bodyOf(mail)).toContain(linkPath);

    expect(await copiedFrom(modal)).toBe(link);
    await screenshot(page, 'checklists-link-modal-desktop', { fullPage: false });
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Revoke links of ${checklist.docnumber}` }).click();
    await page
      .getByRole('dialog', { name: CHECKLIST_MESSAGES.revokeConfirm(checklist.docnumber) })
      .getByRole('button', { name: CHECKLIST_MESSAGES.revokeButton })
      .click();
    await toast(page, CHECKLIST_MESSAGES.revoked(1)).waitFor();

    await page.goto(link);
    await page.getByText(SESSION_MESSAGES.linkInvalid).waitFor();
    await page.context().close();
  });

  it('offers Retry when the list cannot be loaded, and shows it on the next try', async () => {
    const page = await suite.page({ width: 1280, height: 900 });
    await signInByApi(page.context(), suite.portal.baseUrl, 'manager');
    const { release: recover, alert } = await busyUntilReleased(
      page,
      '**/api/checklist_report/documents?**',
    );
    await page.goto(`${suite.portal.baseUrl}${SCREEN_PATH}`);
    await alert.waitFor();
    recover();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForDocuments(
      page,
      firstPage.rows.map((row) => row.docnumber),
    );
    await page.context().close();
  });

  it('reads on a 375 px phone as cards, without sideways scrolling', async () => {
    const page = await openScreen(mailSuite, 'admin', 375);
    const checklist = firstChecklist();
    const card = page.getByRole('article', { name: checklist.docnumber });
    await card.waitFor();
    expect(await page.getByRole('article').count()).toBe(PAGE_SIZE);
    const score = expectedScore(checklist.TOTALSCORE, checklist.MAXSCORE);
    expect(await card.getByText(score, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: /Send report/ }).isVisible()).toBe(true);
    await expectFitsAndShoot(page, 'checklists-phone', { fullPage: false });
    await card.getByRole('button', { name: /Send report/ }).click();
    const question = page.getByRole('dialog', {
      name: CHECKLIST_MESSAGES.sendConfirm(checklist.docnumber),
    });
    await question.waitFor();
    await screenshot(page, 'checklists-confirm-phone', { fullPage: false });
    await question.getByRole('button', { name: NOTICE.cancelButton }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
    await expectFitsAndShoot(page, 'checklists-phone-pages', { fullPage: false });
    await page.context().close();
  });
});
