import { randomBytes } from 'node:crypto';
import { type ChecklistReport, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import {
  ChangeVersions,
  ChecklistReportService,
  ReferenceDataCache,
} from '@outlet-pulse/server/testing';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFitsAndShoot, screenshot } from './support/browser';
import type { RunningPortal } from './support/portal';
import { busyUntilReleased } from './support/sales';
import { useBrowserAndPortal } from './support/suite';

const MONTHS = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ');

/** '2026-10-05' → '05-OCT-2026', as spec 001 §2.9 writes the date. */
function expectedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Scores read with a decimal comma: 1.5 → '1,5'. */
const expectedScore = (value: number) => String(value).replace('.', ',');

/** Text as a person reads it, whatever line breaks the layout puts in. */
const singleLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The weights of the lines with a valid flag, worked out here from the report's own lines. */
const maximumOf = (report: ChecklistReport) =>
  Math.round(
    report.data
      .filter((line) => ['GREEN', 'YELLOW', 'RED'].includes(line.Flag.trim().toUpperCase()))
      .reduce((sum, line) => sum + line.weight, 0) * 100,
  ) / 100;

const FLAG_LABELS: Record<string, string> = {
  GREEN: 'GREEN FLAG',
  YELLOW: 'YELLOW FLAG',
  RED: 'RED FLAG',
};

/** A demo checklist with lines of every flag (N/A included), the one with the most photos. */
async function documentWithEveryFlag(portal: RunningPortal): Promise<number> {
  const lines = await portal.database.kysely
    .selectFrom('checklist_lines')
    .select(['document_id', 'flag'])
    .execute();
  const photos = await portal.database.kysely
    .selectFrom('checklist_photos')
    .select('document_id')
    .execute();
  const flagsOf = new Map<number, Set<string>>();
  for (const line of lines) {
    const id = Number(line.document_id);
    flagsOf.set(id, (flagsOf.get(id) ?? new Set()).add(line.flag));
  }
  const photoCount = (id: number) =>
    photos.filter((photo) => Number(photo.document_id) === id).length;
  const [best] = [...flagsOf]
    .filter(([, flags]) => ['GREEN', 'YELLOW', 'RED', 'NA'].every((flag) => flags.has(flag)))
    .map(([id]) => id)
    .sort((a, b) => photoCount(b) - photoCount(a) || a - b);
  if (best === undefined) throw new Error('No demo checklist has lines of every flag.');
  return best;
}

describe('the e-mailed checklist report page', () => {
  const suite = useBrowserAndPortal();
  /** The page's address for a link to a checklist with every flag and many photos. */
  let reportPath: string;
  let report: ChecklistReport;

  beforeAll(async () => {
    const documentId = await documentWithEveryFlag(suite.portal);
    const service = new ChecklistReportService(suite.portal.database, {
      referenceData: new ReferenceDataCache(
        suite.portal.database,
        new ChangeVersions(suite.portal.database),
      ),
      publicBaseUrl: undefined,
      mailer: null,
    });
    const link = await service.issueLink(documentId, null);
    reportPath = link.url;
    const linkId = reportPath.split('/').pop() ?? '';
    const answer = await fetch(
      `${suite.portal.baseUrl}/api/checklist_report/reportemail?id=${encodeURIComponent(linkId)}`,
    );
    expect(answer.status).toBe(200);
    report = ((await answer.json()) as { data: ChecklistReport }).data;
  });

  async function openPage(width: number, path = reportPath): Promise<Page> {
    const page = await suite.page({ width, height: 900 });
    await page.goto(`${suite.portal.baseUrl}${path}`);
    return page;
  }

  it('shows the branch, the details and the totals the API answers', async () => {
    const page = await openPage(1280);
    await page.getByRole('heading', { name: report.branchname, level: 1 }).waitFor();
    expect(await page.title()).toBe('Checklist Report · Outlet Pulse');

    const date = expectedDate(report.docnumberlinedate);
    expect(date).toMatch(/^\d{2}-[A-Z]{3}-\d{4}$/);
    for (const value of [
      date,
      report.name,
      report.checklistname,
      report.departmentName,
      report.remark,
    ]) {
      expect(await page.getByText(value, { exact: true }).isVisible(), value).toBe(true);
    }

    const totals = page.getByRole('list', { name: 'Totals' }).getByRole('listitem');
    const texts = (await totals.allInnerTexts()).map(singleLine);
    expect(texts).toEqual([
      `RED FLAGS ${report.TOTALRED}`,
      `YELLOW FLAGS ${report.TOTALYELLOW}`,
      `GREEN FLAGS ${report.TOTALGREEN}`,
      `N/A ${report.TOTALNA}`,
      `TOTAL SCORE ${expectedScore(report.TOTALSCORE)} of ${expectedScore(maximumOf(report))}`,
    ]);
    await screenshot(page, 'checklist-report-desktop');
    await page.context().close();
  });

  it('lists every line under its category with flag, weight, score, remark and photos', async () => {
    const page = await openPage(1280);
    await page.getByRole('heading', { name: report.branchname, level: 1 }).waitFor();
    expect(new Set(report.data.map((line) => line.Flag))).toEqual(
      new Set(['GREEN', 'YELLOW', 'RED', 'N/A']),
    );
    expect(await page.getByRole('article').count()).toBe(report.data.length);
    const categories = [...new Set(report.data.map((line) => line.category))];
    expect(
      (await page.getByRole('heading', { level: 2 }).allInnerTexts()).map(singleLine),
      'one heading per category, in the order of the lines',
    ).toEqual(categories.map((category) => `Category: ${category}`));

    for (const line of report.data) {
      const section = page.getByRole('region', { name: `Category: ${line.category}` });
      const article = section.getByRole('article', { name: line.question, exact: true });
      expect(await article.count(), line.question).toBe(1);
      const text = singleLine(await article.innerText());
      expect(text).toContain(FLAG_LABELS[line.Flag] ?? 'N/A');
      expect(text).toContain(`Line ${line.linequestion}`);
      expect(await article.getByRole('definition').allInnerTexts()).toEqual([
        line.subcategory,
        expectedScore(line.weight),
        expectedScore(line.ScoreFinal),
        line.remark || '-',
      ]);
      const photoLinks = article.getByRole('link');
      expect(await photoLinks.count()).toBe(line.attachfile.length);
      for (const [index, photo] of line.attachfile.entries()) {
        const link = photoLinks.nth(index);
        expect(await link.innerText()).toBe(photo.filename);
        expect(await link.getAttribute('href')).toBe(photo.urlfile);
        expect(await link.getAttribute('target')).toBe('_blank');
      }
    }
    await page.context().close();
  });

  it('opens a photo in a new tab as an image, and shows it as a thumbnail', async () => {
    const page = await openPage(1280);
    const line = report.data.find((candidate) => candidate.attachfile.length > 0);
    const photo = line?.attachfile[0];
    if (!line || !photo) throw new Error('The report has no photo.');
    const link = page
      .getByRole('article', { name: line.question, exact: true })
      .getByRole('link', { name: photo.filename });
    await link.scrollIntoViewIfNeeded();
    const thumbnail = link.locator('img');
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      await thumbnail.elementHandle(),
    );

    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(new URL(photo.urlfile, suite.portal.baseUrl).pathname);
    expect(await tab.evaluate(() => document.contentType)).toBe('image/svg+xml');
    await page.context().close();
  });

  it('shows "link expired or invalid" and no data for a forged link', async () => {
    for (const forged of [randomBytes(32).toString('base64url'), 'not-a-report-link']) {
      const page = await openPage(1280, `/report-email/${forged}`);
      await page.getByRole('heading', { name: 'Link expired or invalid', level: 1 }).waitFor();
      await page.getByText(SESSION_MESSAGES.linkInvalid).waitFor();
      expect(await page.getByText(report.branchname).count()).toBe(0);
      expect(await page.getByRole('list', { name: 'Totals' }).count()).toBe(0);
      expect(await page.getByRole('article').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      if (forged.length === 43) await screenshot(page, 'checklist-report-link-invalid');
      await page.context().close();
    }
  });

  it('offers Retry when the report cannot be loaded, and shows it on the next try', async () => {
    const page = await suite.page({ width: 1280, height: 900 });
    const { release: recover, alert } = await busyUntilReleased(
      page,
      '**/api/checklist_report/reportemail?**',
    );
    await page.goto(`${suite.portal.baseUrl}${reportPath}`);
    await alert.waitFor();
    expect(await page.getByText('Link expired or invalid').count()).toBe(0);
    recover();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: report.branchname, level: 1 }).waitFor();
    await page.context().close();
  });

  it('reads on a 375 px phone without sideways scrolling', async () => {
    const page = await openPage(375);
    await page.getByRole('heading', { name: report.branchname, level: 1 }).waitFor();
    await expectFitsAndShoot(page, 'checklist-report-phone');
    await page.context().close();
  });

  it('prints without the Print button', async () => {
    const page = await openPage(1280);
    const print = page.getByRole('button', { name: 'Print' });
    await print.waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await print.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: report.branchname, level: 1 }).isVisible()).toBe(
      true,
    );
    const unsplit = await page
      .getByRole('article')
      .evaluateAll((lines) =>
        lines.every((line) => getComputedStyle(line).breakInside === 'avoid'),
      );
    expect(unsplit, 'no line is split across pages').toBe(true);
    await screenshot(page, 'checklist-report-print');
    await page.context().close();
  });
});
