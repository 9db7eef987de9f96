/**
 * The import inbox of a running server, on both engines: real files in a temporary folder, a
 * real SMTP server for the failure mail, and the loaded rows read back from the database.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { zipOf } from '../../../test/bundle-payloads';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { bodyOf, type Mailbox, startMailbox } from '../../../test/mailbox';
import { useTemporaryDirectory } from '../../../test/temporary-directory';

const SETTLE_MS = 400;
const WAIT = { timeout: 20_000, interval: 50 };

describeEachEngine('the import inbox', (engine) => {
  const folder = useTemporaryDirectory('outlet-pulse-inbox-');
  const inbox = () => path.join(folder(), 'inbox');
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => mailbox?.close());
  const demo = useDemoApp(engine, () => ({
    config: {
      importInbox: { dir: inbox(), username: 'system-import', settleMs: SETTLE_MS },
      smtp: { host: '127.0.0.1', port: mailbox.port, sender: 'Pulse <pulse@test>' },
    },
  }));

  let outlets: string[];
  beforeAll(async () => {
    const rows = await demo.database.kysely
      .selectFrom('outlets')
      .select('id')
      .orderBy('id')
      .limit(3)
      .execute();
    outlets = rows.map((row) => row.id);
  });

  const trafficFile = (visitors: number, dates: readonly string[]) =>
    [
      'outlet_id,date,visitors',
      ...dates.flatMap((date) => outlets.map((outlet) => `${outlet},${date},${visitors}`)),
      '',
    ].join('\n');

  /** The files in done/ or failed/, the reports beside them aside. */
  const filedIn = async (outcome: 'done' | 'failed') =>
    (await readdir(path.join(inbox(), outcome))).filter((name) => !name.endsWith('.report.txt'));

  const visitorsOn = async (date: string) =>
    (
      await demo.database.kysely
        .selectFrom('daily_traffic')
        .select('visitors')
        .where('traffic_date', '=', date)
        .where('outlet_id', 'in', outlets)
        .execute()
    ).map((row) => row.visitors);

  /** The history row of a file the inbox took, with the user it ran as. */
  const batchOf = (fileName: string) =>
    demo.database.kysely
      .selectFrom('import_batches as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select([
        'b.id',
        'b.kind',
        'b.status',
        'b.file_name',
        'b.message',
        'b.actor_label',
        'u.username',
        'u.is_active',
      ])
      .where('b.file_name', '=', fileName)
      .executeTakeFirstOrThrow();

  it('loads a good file as its system user and files it in done/ with its report', async () => {
    await writeFile(path.join(inbox(), 'traffic.csv'), trafficFile(123_457, ['2026-10-02']));

    await vi.waitFor(async () => expect(await filedIn('done')).toHaveLength(1), WAIT);
    const [filed] = await filedIn('done');
    expect(filed).toMatch(/^\d{8}-\d{6}-\d{3}_traffic\.csv$/);
    expect(await readdir(inbox())).not.toContain('traffic.csv');
    expect(await visitorsOn('2026-10-02')).toEqual(outlets.map(() => 123_457));
    const report = await readFile(path.join(inbox(), 'done', `${filed}.report.txt`), 'utf8');
    expect(report).toContain('imported as system-import');
    expect(report).toContain(`traffic.csv (traffic): loaded ${outlets.length} rows`);

    const batch = await batchOf('traffic.csv');
    expect(batch).toMatchObject({
      status: 'LOADED',
      file_name: 'traffic.csv',
      username: 'system-import',
      is_active: false,
    });
    const audit = await demo.database.kysely
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'import')
      .execute();
    expect(audit.map((entry) => entry.entity_id)).toContain(batch.id);
    expect(mailbox.received).toEqual([]);
  });

  it('files a bad file in failed/ with each reason, loads nothing and mails the importers', async () => {
    const lines = trafficFile(777, ['2026-10-03']).split('\n');
    lines[2] = `${outlets[1]},2026-10-03,many`;
    await writeFile(path.join(inbox(), 'traffic-2026-10-03.csv'), lines.join('\n'));

    await vi.waitFor(async () => expect(await filedIn('failed')).toHaveLength(1), WAIT);
    const [filed] = await filedIn('failed');
    const report = await readFile(path.join(inbox(), 'failed', `${filed}.report.txt`), 'utf8');
    expect(report).toContain('nothing was loaded');
    expect(report).toMatch(/line 3, visitors: .+/);
    expect(await visitorsOn('2026-10-03')).not.toContain(777);

    // The history and the audit log keep the attempt, under the inbox's user.
    const batch = await batchOf('traffic-2026-10-03.csv');
    expect(batch).toMatchObject({
      kind: 'traffic',
      status: 'FAILED',
      username: 'system-import',
      actor_label: 'inbox',
    });
    expect(batch.message).toMatch(
      /^Refused at the check, nothing loaded: 1 problem; the first: line 3, visitors: .+/,
    );
    const audit = await demo.database.kysely
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'import')
      .where('entity_id', '=', batch.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toContain('FAILED');

    // Everyone who may import and has an address: the roles granted data.import.
    const importers = await demo.database.kysely
      .selectFrom('users as u')
      .innerJoin('employees as e', 'e.employee_id', 'u.employee_id')
      .select('e.email')
      .where(
        'u.role_code',
        'in',
        demo.database.kysely
          .selectFrom('role_permissions')
          .select('role_code')
          .where('permission', '=', 'data.import'),
      )
      .execute();
    await vi.waitFor(() => expect(mailbox.received).toHaveLength(1), WAIT);
    const [mail] = mailbox.received;
    expect(mail?.to.sort()).toEqual(importers.map((row) => row.email).sort());
    const body = bodyOf(mail as NonNullable<typeof mail>);
    expect(body).toContain('traffic-2026-10-03.csv');
    expect(body).toMatch(/line 3, visitors: /);
  });

  it('takes back a file a stopped server left in processing/ and loads it', async () => {
    const claim = path.join(inbox(), 'processing', '20261124-010203-004');
    await mkdir(claim, { recursive: true });
    await writeFile(path.join(claim, 'traffic-left.csv'), trafficFile(9191, ['2026-10-04']));

    await vi.waitFor(
      async () => expect((await filedIn('done')).join()).toContain('_traffic-left.csv'),
      WAIT,
    );
    expect(await readdir(path.join(inbox(), 'processing'))).toEqual([]);
    expect(await visitorsOn('2026-10-04')).toEqual(outlets.map(() => 9191));
  });

  it('does not take a file while it is being written', async () => {
    const dates = Array.from(
      { length: 20 },
      (_, day) => `2026-09-${String(day + 1).padStart(2, '0')}`,
    );
    const [header, ...rows] = trafficFile(4242, dates).trimEnd().split('\n');
    const target = path.join(inbox(), 'traffic-september.csv');
    const writer = createWriteStream(target);
    writer.write(`${header}\n`);
    // A writer pacing its rows, 25 ms apart for about four settle times: the file grows all along.
    for (const row of rows) {
      writer.write(`${row}\n`);
      await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await readdir(inbox())).toContain('traffic-september.csv');
    }
    writer.end();
    await once(writer, 'finish');

    await vi.waitFor(
      async () => expect((await filedIn('done')).join()).toContain('_traffic-september.csv'),
      WAIT,
    );
    for (const date of dates) {
      expect(await visitorsOn(date)).toEqual(outlets.map(() => 4242));
    }
    expect(await filedIn('failed')).toHaveLength(1);
  });

  /**
   * One night of the first outlet: new amounts for each of its categories, and the day's row
   * their sum, so the two files load only together.
   */
  async function nightOfSales(day: string) {
    const outlet = outlets[0] as string;
    const categories = await demo.database.kysely
      .selectFrom('daily_category_sales')
      .select('category_code')
      .where('outlet_id', '=', outlet)
      .where('sale_date', '=', day)
      .orderBy('category_code')
      .execute();
    expect(categories.length).toBeGreaterThan(1);
    const rows = categories.map((category, index) => {
      const gross = 1_000_000 * (index + 2);
      const markdown = 10_000 * (index + 1);
      return {
        category: category.category_code,
        gross,
        markdown,
        nett: gross - markdown,
        units: index + 3,
      };
    });
    const sum = (field: 'gross' | 'markdown' | 'nett' | 'units') =>
      rows.reduce((total, row) => total + row[field], 0);
    const categorySales = [
      'outlet_id,date,category,gross,markdown,vip,promo,nett,units',
      ...rows.map(
        (row) =>
          `${outlet},${day},${row.category},${row.gross},${row.markdown},0,0,${row.nett},${row.units}`,
      ),
      '',
    ].join('\n');
    const dailySales = [
      'outlet_id,date,gross,markdown,vip,promo,nett,units,transactions',
      `${outlet},${day},${sum('gross')},${sum('markdown')},0,0,${sum('nett')},${sum('units')},7`,
      '',
    ].join('\n');

    /** What the database holds for the night: the day's amounts and each category's gross. */
    const loaded = async () => {
      const daily = await demo.database.kysely
        .selectFrom('daily_sales')
        .select(['gross', 'nett', 'units'])
        .where('outlet_id', '=', outlet)
        .where('sale_date', '=', day)
        .executeTakeFirstOrThrow();
      const byCategory = await demo.database.kysely
        .selectFrom('daily_category_sales')
        .select(['category_code', 'gross'])
        .where('outlet_id', '=', outlet)
        .where('sale_date', '=', day)
        .orderBy('category_code')
        .execute();
      return {
        daily: [daily.gross, daily.nett, daily.units].map(Number),
        categories: byCategory.map((row) => [row.category_code, Number(row.gross)]),
      };
    };
    const expected = {
      daily: [sum('gross'), sum('nett'), sum('units')],
      categories: rows.map((row) => [row.category, row.gross]),
    };
    return { categorySales, dailySales, loaded, expected, rows: rows.length };
  }

  it("loads one night's daily and category sales dropped together as one import", async () => {
    const night = await nightOfSales('2026-10-07');
    await writeFile(path.join(inbox(), 'category-sales.csv'), night.categorySales);
    await writeFile(path.join(inbox(), 'daily-sales.csv'), night.dailySales);

    const filedSales = async () =>
      (await filedIn('done')).filter((name) => /_(daily|category)-sales\.csv$/.test(name));
    await vi.waitFor(async () => expect(await filedSales()).toHaveLength(2), WAIT);
    const [first] = await filedSales();
    const report = await readFile(path.join(inbox(), 'done', `${first}.report.txt`), 'utf8');
    expect(report).toContain('daily-sales.csv (daily-sales): loaded 1 row');
    expect(report).toContain(`category-sales.csv (category-sales): loaded ${night.rows} rows`);
    expect(await night.loaded()).toEqual(night.expected);
  });

  it('loads a zip of one night as one import', async () => {
    const night = await nightOfSales('2026-10-08');
    await writeFile(
      path.join(inbox(), 'night-2026-10-08.zip'),
      zipOf([
        { name: 'daily-sales.csv', body: night.dailySales },
        { name: 'category-sales.csv', body: night.categorySales },
      ]),
    );

    await vi.waitFor(
      async () => expect((await filedIn('done')).join()).toContain('_night-2026-10-08.zip'),
      WAIT,
    );
    const filed = (await filedIn('done')).find((name) => name.endsWith('_night-2026-10-08.zip'));
    const report = await readFile(path.join(inbox(), 'done', `${filed}.report.txt`), 'utf8');
    expect(report).toContain(`category-sales.csv (category-sales): loaded ${night.rows} rows`);
    expect(await night.loaded()).toEqual(night.expected);
  });

  it('files a daily-sales file whose categories do not add up in failed/ with the reason', async () => {
    const night = await nightOfSales('2026-10-09');
    const before = await night.loaded();
    await writeFile(path.join(inbox(), 'daily-sales-2026-10-09.csv'), night.dailySales);

    await vi.waitFor(
      async () => expect((await filedIn('failed')).join()).toContain('_daily-sales-2026-10-09.csv'),
      WAIT,
    );
    const filed = (await filedIn('failed')).find((name) =>
      name.endsWith('_daily-sales-2026-10-09.csv'),
    );
    const report = await readFile(path.join(inbox(), 'failed', `${filed}.report.txt`), 'utf8');
    expect(report).toContain('nothing was loaded');
    expect(report).toMatch(/Across the files:\n {2}.*do not add up/);
    expect(await night.loaded()).toEqual(before);
  });
});
