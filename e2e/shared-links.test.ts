/**
 * Shared links in Chromium, against the real server (issue 17 item 9): a link shared from the
 * sales summary opens in a browser without a session as its opaque id alone, the page naming
 * its sharer and what it shows from the server's answer; My Account's 'Shared links' lists it
 * with the sharer's other link, and Revoke (by keyboard, after the usual question) turns the
 * visitor's page into 'link expired or invalid' while the other link still works. Screenshots
 * of the list, empty and with links, and of the link's page at 1366 and 390 px.
 */
import {
  NOTICE,
  SESSION_MESSAGES,
  SHARED_LINK_HEADER as VIEW_LINK_HEADER,
} from '@outlet-pulse/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFitsAndShoot, screenshot, VIEWPORTS, waitUntilStill } from './support/browser';
import { field } from './support/filter';
import { DEMO_LAST_SALES_YEAR as YEAR } from './support/portal';
import { openShareLink, SALES_SUMMARY_PATH } from './support/sales';
import { useBrowserAndOwnPortal } from './support/suite';

const { desktop: DESKTOP, phone: PHONE } = VIEWPORTS;
const SUBJECT = `Sales summary of KCG01, ${YEAR}`;

const drawnSalesChart = (page: Page) =>
  page.locator('[data-widget="SalesSummaryWidget"] [data-chart-state="drawn"]');

describe('shared links', () => {
  // A portal of the file's own: the manager must have shared no link before it.
  const suite = useBrowserAndOwnPortal();

  async function openSharedLinks(page: Page) {
    await page.goto(`${suite.portal.baseUrl}/myaccount`);
    await page.getByRole('tab', { name: 'Shared links' }).click();
    return page.getByRole('tabpanel', { name: 'Shared links' });
  }

  it('lists my links in My Account, and a revoked one shows the visitor link-invalid', async () => {
    const sharer = await suite.signedInBlankPage('manager', DESKTOP);
    let panel = await openSharedLinks(sharer);
    await panel.getByText('You have not shared any links.').waitFor();
    await screenshot(sharer, 'shared-links-empty-desktop', { fullPage: false });
    // The shell folds its sidebar away at phone width: measured once it has.
    await sharer.setViewportSize(PHONE);
    await waitUntilStill(sharer);
    await expectFitsAndShoot(sharer, 'shared-links-empty-phone', { fullPage: false });
    await sharer.setViewportSize(DESKTOP);

    // Two links of the same view: the first goes to the visitor, the second stays working.
    await sharer.goto(`${suite.portal.baseUrl}${SALES_SUMMARY_PATH}?company=KCG01&year=${YEAR}`);
    await drawnSalesChart(sharer).waitFor();
    const links: string[] = [];
    for (const _ of [1, 2]) {
      const { dialog, url } = await openShareLink(sharer);
      links.push(url);
      await sharer.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    const [revokedUrl = '', keptUrl = ''] = links;
    expect(revokedUrl).toMatch(
      new RegExp(`^${suite.portal.baseUrl}/beta-sales-summary/[\\w-]{43}$`),
    );
    expect(revokedUrl).not.toContain('10102');
    expect(revokedUrl).not.toContain('Budi');

    const visitor = await suite.page(DESKTOP);
    await visitor.goto(revokedUrl);
    await drawnSalesChart(visitor).waitFor();
    // The sharer's name and the link's scope come from the server, not from the address.
    await visitor.getByText('Budi Santoso').waitFor();
    await visitor.getByText(`This link shows Aruna Apparel (KCG01) for ${YEAR} only.`).waitFor();
    expect(await field(visitor, 'Company').inputValue()).toBe('Aruna Apparel');
    await screenshot(visitor, 'shared-link-page-desktop', { fullPage: false });
    await visitor.setViewportSize(PHONE);
    await visitor.getByRole('button', { name: 'Filter', exact: true }).waitFor();
    await expectFitsAndShoot(visitor, 'shared-link-page-phone', { fullPage: false });

    panel = await openSharedLinks(sharer);
    const rows = panel.getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.filter({ hasText: SUBJECT }).filter({ hasText: 'Active' }).count()).toBe(2);
    await screenshot(sharer, 'shared-links-desktop', { fullPage: false });
    await sharer.setViewportSize(PHONE);
    await waitUntilStill(sharer);
    await expectFitsAndShoot(sharer, 'shared-links-phone', { fullPage: false });

    // Newest first: the visitor's link is the second; revoked from the keyboard.
    const older = rows.nth(1);
    await older.getByRole('button', { name: /^Revoke the link/ }).focus();
    await sharer.keyboard.press('Enter');
    const question = sharer.getByRole('dialog', { name: 'Revoke this link?' });
    await question.getByRole('button', { name: 'Yes, Revoke it!' }).focus();
    await sharer.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    await sharer.getByText('Link revoked').waitFor();
    await older.getByText('Revoked', { exact: true }).waitFor();
    expect(await older.getByRole('button').count()).toBe(0);
    expect(await rows.first().getByText('Active').count()).toBe(1);
    expect(await sharer.getByText(NOTICE.cancelled).count()).toBe(0);
    await expectFitsAndShoot(sharer, 'shared-links-revoked-phone', { fullPage: false });
    await sharer.context().close();

    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Link expired or invalid' }).waitFor();
    await visitor.getByText(SESSION_MESSAGES.linkInvalid).waitFor();
    expect(await visitor.locator('[data-widget]').count()).toBe(0);
    await expectFitsAndShoot(visitor, 'shared-link-revoked-phone', { fullPage: false });
    await visitor.context().close();

    const keptId = new URL(keptUrl).pathname.split('/').pop() ?? '';
    const kept = await fetch(`${suite.portal.baseUrl}/api/portal/links/current`, {
      headers: { [VIEW_LINK_HEADER]: keptId },
    });
    expect(kept.status).toBe(200);
  });
});
