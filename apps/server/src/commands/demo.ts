/** The `demo` command and the first-start fill: generate the demo data set and report on it. */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import { yesterdayIn } from '../lib/business-date';
import { createDemoProgressBar } from '../lib/terminal-progress';
import { type DemoChecklistSummary, seedDemoChecklists } from '../seed/demo-data/demo-checklists';
import { seedDemoMasterData } from '../seed/demo-data/demo-master-data';
import {
  DEFAULT_DEMO_SCALE,
  type DemoOptions,
  type DemoSummary,
  loadDemoData,
} from '../seed/demo-data/generate-demo';

export type DemoFillSummary = DemoSummary & { checklists: DemoChecklistSummary };

export function formatDemoSummary(summary: DemoFillSummary): string {
  const count = (value: number) => value.toLocaleString('en-US');
  return [
    `  ${count(summary.brands)} brands, ${count(summary.outlets)} outlets, ${summary.firstDate} to ${summary.lastSalesDate}`,
    `  ${count(summary.outletDays)} outlet-days, ${count(summary.categoryRows)} category rows, ` +
      `${count(summary.trafficRows)} traffic rows, ${count(summary.targetRows)} monthly targets`,
    `  ${count(summary.checklists.documents)} store checklists with ${count(summary.checklists.lines)} lines and ${count(summary.checklists.photos)} photos`,
    `  generated in ${summary.generateSeconds.toFixed(1)} s, loaded in ${summary.loadSeconds.toFixed(1)} s, ` +
      `database ${(summary.databaseBytes / 1024 / 1024).toFixed(0)} MiB`,
  ].join('\n');
}

export function defaultDemoOptions(config: Config): DemoOptions {
  return {
    ...DEFAULT_DEMO_SCALE,
    seed: config.demoSeed,
    lastSalesDate: yesterdayIn(config.timeZone),
  };
}

export async function fillWithDemoData(
  database: Database,
  options: DemoOptions,
): Promise<DemoFillSummary> {
  const progress = createDemoProgressBar(database.engine === 'duckdb' ? 'DuckDB' : 'PostgreSQL');
  let summary: DemoSummary;
  try {
    summary = await loadDemoData(database, options, (step) => progress.update(step));
  } finally {
    progress.stop();
  }
  const checklists = await seedDemoChecklists(database.kysely, {
    seed: options.seed,
    lastDate: options.lastSalesDate,
  });
  await seedDemoMasterData(database.kysely, { seed: options.seed });
  return { ...summary, checklists };
}

export async function isEmpty(kysely: Kysely<DatabaseSchema>): Promise<boolean> {
  const row = await kysely
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('companies'))
    .executeTakeFirstOrThrow();
  return row.companies === 0;
}
