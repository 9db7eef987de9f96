/**
 * A sample of sales calls and an app that computes every answer, with switches for the
 * speed-ups that must never change an answer (sales-summary.golden.test.ts).
 */
import { responses } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type AppOptions, buildApp } from '../src/app';
import type { ChangeVersions } from '../src/db/change-versions';
import { TEST_AUTH_SECRET, testAppConfig } from './app-config';
import type { TestDatabase } from './engines';
import { secondFactorClock } from './second-factor';

export const SAMPLE_NOW = Date.parse('2026-11-22T03:00:00Z');
export const SAMPLE_DEMO = { outlets: 40, years: 3, seed: 11, lastSalesDate: '2026-11-21' };
const PREFIX = '/api/portal/salessummary';

/** The switches of the speed-ups the sample proves harmless; each on unless told. */
export type AnswerSwitches = Pick<AppOptions, 'factsCache'>;

/** An app over `database` that computes every answer, with the given speed-ups. */
export async function buildComputingApp(
  testDatabase: TestDatabase,
  changeVersions: ChangeVersions,
  switches: AnswerSwitches,
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testAppConfig({ answerCacheMb: 0 }),
    database: testDatabase.database,
    authSecret: TEST_AUTH_SECRET,
    secondFactorClock: secondFactorClock.now,
    clock: () => SAMPLE_NOW,
    changeVersions,
    ...switches,
  });
  await app.ready();
  return app;
}

/** The sample: every sales call over companies, years, groups, outlets and months. */
export function sampleCalls(outletIds: readonly string[]): string[] {
  const calls: string[] = [];
  const charts = [
    'chartsalessummary',
    'achievementsummary',
    'chartsales',
    'lflsalesAspUptAtv',
    'charttrafficsummary',
    'lflsalessummary',
    'chartprofitdilution',
    'chartprofitdilutionviewbyall',
  ];
  const filters = [
    'company=TOTAL&type=STORES&group=O&outlet=All',
    'company=TOTAL&type=STORES&group=TOTALKCG&outlet=All',
    'company=KCG01&type=STORES&group=O&outlet=All',
    'company=KCG02&type=STORES&group=O,SF&outlet=All',
    'company=KCG03&type=STORES&group=TOTALKCG&outlet=All',
    `company=KCG01&type=STORES&group=TOTALKCG&outlet=${outletIds[0]}`,
    `company=KCG01&type=STORES&group=TOTALKCG&outlet=${outletIds.join(',')}`,
  ];
  for (const year of [2026, 2025, 2024]) {
    for (const filter of filters) {
      for (const chart of charts) calls.push(`${chart}?${filter}&year=${year}`);
    }
    for (const viewby of ['TOTAL', 'All']) {
      calls.push(
        `chartsalessummaryviewbyall?type=STORES&groupmain=O&year=${year}&viewby=${viewby}`,
        `chartsalessummaryviewbyall?type=STORES&groupmain=TOTALKCG&year=${year}&viewby=${viewby}`,
      );
    }
  }
  // November 2026 runs, December 2026 is to come, February has a 29th in 2024 only.
  const months: [number, number][] = [
    [2026, 11],
    [2026, 12],
    [2026, 1],
    [2025, 11],
    [2025, 2],
    [2024, 3],
  ];
  for (const [year, month] of months) {
    for (const filter of filters) {
      const query = `${filter}&year=${year}&month=${month}`;
      calls.push(`chartsalessummarydetail?${query}`, `lflsalessummarydetail?${query}`);
    }
    for (const kind of ['TOTAL', 'MARKDOWN', 'VIP', 'PROMO']) {
      calls.push(
        `chartprofitdilutiondetail?${filters[0]}&year=${year}&month=${month}&kind=${kind}`,
      );
    }
    calls.push(`chartprofitdilutiondetail?${filters[2]}&year=${year}&month=${month}`);
  }
  calls.push(
    'optionstype',
    'optionstype?company=KCG01&type=STORES',
    'optionsgroup',
    'optionscompany',
    'optionscompany?exclude=Y',
    'optionsoutlet?company=KCG01',
    'optionsoutlet?company=TOTAL&type=STORES&group=O,SF',
    `chartsalessummarydetail?${filters[1]}&year=2026&month=11&page=2&limit=5`,
    `lflsalessummarydetail?${filters[2]}&year=2026&month=11&page=1&limit=3`,
  );
  return calls.map((call) => `${PREFIX}/${call}`);
}

/** Each sales call's answer schema, by the call's last path segment. */
const ANSWER_SCHEMAS: Record<string, z.ZodType> = {
  optionstype: responses.typeOptions,
  optionsgroup: responses.groupOptions,
  optionscompany: responses.companyOptions,
  optionsoutlet: responses.outletOptions,
  chartsalessummary: responses.salesSummary,
  achievementsummary: responses.achievementSummary,
  chartsales: responses.aspUptAtv,
  lflsalesAspUptAtv: responses.aspUptAtv,
  charttrafficsummary: responses.trafficSummary,
  lflsalessummary: responses.lflSalesSummary,
  chartprofitdilution: responses.profitDilution,
  chartprofitdilutionviewbyall: responses.profitDilutionAllBrand,
  chartsalessummaryviewbyall: responses.salesSummaryAllBrand,
  chartsalessummarydetail: responses.salesDetail,
  lflsalessummarydetail: responses.salesDetail,
  chartprofitdilutiondetail: responses.profitDilutionDetail,
};

/**
 * The answer as its schema writes it: what the server sent before it wrote answers as built,
 * so equal to the body only when the presenters follow their schemas' fields and order.
 */
export function writtenBySchema(url: string, body: string): string {
  const call = url.split('?')[0]?.split('/').pop() ?? '';
  const schema = ANSWER_SCHEMAS[call];
  if (!schema) throw new Error(`no answer schema for ${call}`);
  return JSON.stringify(schema.parse(JSON.parse(body)));
}
