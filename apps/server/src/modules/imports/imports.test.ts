/**
 * Imports through the API on both engines: every kind loads and the sales API then shows
 * exactly the imported numbers; a file with one bad row loads nothing; a control character in
 * a cell refuses its row; a second import of the same file changes nothing; closed months,
 * oversize and disguised files are refused; the history and the audit log record each load.
 */
import { request as httpRequest } from 'node:http';
import {
  IMPORT_JOB_MESSAGES,
  IMPORT_MESSAGES,
  type ImportJob,
  type ImportKind,
  type ImportUpload,
  WHOLE_FILE_LINE,
} from '@outlet-pulse/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, startDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import {
  apiWith,
  confirmAndWait,
  confirmUpload,
  csv,
  DAILY_SALES_AMOUNTS,
  dailySalesAmounts,
  importCleanFile,
  uploadFile,
} from '../../../test/import-jobs';
import { countRows } from '../../../test/row-counts';
import { signIn } from '../../../test/sign-in';
import { SNIFF_BYTES } from './file/sniff-file';

const NEW_OUTLET = 'KCG01-9001';
const DAYS = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05'];

/** Daily rows of the new outlet: gross, markdown, vip, promo, units, transactions, visitors. */
const DAILY = DAYS.map((date, index) => {
  const gross = 4_000_000 + index * 250_000;
  const markdown = 200_000 + index * 10_000;
  const vip = 50_000 * index;
  const promo = 25_000;
  return {
    date,
    gross,
    markdown,
    vip,
    promo,
    nett: gross - markdown - vip - promo,
    units: 30 + index,
    transactions: 12 + index,
    visitors: 140 + 7 * index,
  };
});

const DAILY_HEADER = `outlet_id,date,${DAILY_SALES_AMOUNTS.join(',')}`;

/** A daily-sales row of the new outlet. */
const dailyRow = (day: (typeof DAILY)[number]) => [NEW_OUTLET, day.date, ...dailySalesAmounts(day)];

/** The kinds of sales data; the master lists have master-list-imports.test.ts. */
type SalesKind = 'outlets' | 'daily-sales' | 'category-sales' | 'traffic' | 'targets';

const FILES: Record<SalesKind, string> = {
  outlets: csv('outlet_id,name,company,type,group,city,open_date,close_date', [
    [NEW_OUTLET, 'ARUNA IMPORT TEST', 'KCG01', 'STORES', 'O', 'Jakarta', '2026-01-01', ''],
  ]),
  'daily-sales': csv(DAILY_HEADER, DAILY.map(dailyRow)),
  'category-sales': csv(
    'outlet_id,date,category,gross,markdown,vip,promo,nett,units',
    DAILY.flatMap((day) => {
      const tops = {
        gross: Math.round(day.gross * 0.6),
        markdown: Math.round(day.markdown * 0.5),
        vip: Math.round(day.vip * 0.5),
        promo: Math.round(day.promo * 0.5),
        units: 20,
      };
      const bottoms = {
        gross: day.gross - tops.gross,
        markdown: day.markdown - tops.markdown,
        vip: day.vip - tops.vip,
        promo: day.promo - tops.promo,
        units: day.units - tops.units,
      };
      return [
        ['TOPS', tops],
        ['BOTTOMS', bottoms],
      ].map(([category, part]) => {
        const amounts = part as typeof tops;
        const nett = amounts.gross - amounts.markdown - amounts.vip - amounts.promo;
        return [
          NEW_OUTLET,
          day.date,
          category as string,
          amounts.gross,
          amounts.markdown,
          amounts.vip,
          amounts.promo,
          nett,
          amounts.units,
        ];
      });
    }),
  ),
  traffic: csv(
    'outlet_id,date,visitors',
    DAILY.map((day) => [NEW_OUTLET, day.date, day.visitors]),
  ),
  targets: csv('outlet_id,year,month,target', [[NEW_OUTLET, 2026, 10, 123_456_789]]),
};

const FILTER = `company=KCG01&type=STORES&group=O&year=2026&outlet=${NEW_OUTLET}`;

describeEachEngine('imports', (engine) => {
  let demo: DemoApp;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    demo = await startDemoApp(engine, { config: { importMaxMb: 1 } });
    app = demo.app;
    headers = (await signIn(app, 'admin')).headers;
  });
  afterAll(async () => demo.dispose());

  const api = () => apiWith(app, headers);
  const upload = (kind: ImportKind, body: string | Buffer, fileName?: string) =>
    uploadFile(app, headers, kind, body, fileName);
  /** Uploads, confirms and waits for the load; answers the finished job. */
  const importFile = (kind: ImportKind, body: string) => importCleanFile(app, headers, kind, body);

  const sales = async (call: string, query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/portal/salessummary/${call}?${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  const rowCount = (table: 'daily_sales' | 'monthly_targets') =>
    countRows(demo.database.kysely, table);

  describe('every kind, then the sales API', () => {
    const kinds: SalesKind[] = ['outlets', 'daily-sales', 'category-sales', 'traffic', 'targets'];
    const jobs: Partial<Record<SalesKind, ImportJob>> = {};

    beforeAll(async () => {
      for (const kind of kinds) jobs[kind] = await importFile(kind, FILES[kind]);
    });

    it('loads each file whole', () => {
      for (const kind of kinds) {
        expect(jobs[kind]?.phase, jobs[kind]?.message ?? '').toBe('done');
      }
      expect(jobs.outlets?.counts).toEqual({ rows: 1, inserted: 1, updated: 0, unchanged: 0 });
      expect(jobs['daily-sales']?.counts).toEqual({
        rows: 5,
        inserted: 5,
        updated: 0,
        unchanged: 0,
      });
      expect(jobs['category-sales']?.counts?.inserted).toBe(10);
    });

    it('offers the imported outlet in the sales filter, with its company', async () => {
      const options = await sales('optionsoutlet', 'company=KCG01');
      expect(options).toContainEqual(
        expect.objectContaining({
          idbranch: NEW_OUTLET,
          branchName: 'ARUNA IMPORT TEST',
          company: 'KCG01',
        }),
      );
    });

    it('shows the imported nett, target and discounts in the sales summary', async () => {
      const summary = await sales('chartsalessummary', FILTER);
      const october = summary.tableachievement[9];
      expect(october.nett).toBe(DAILY.reduce((sum, day) => sum + day.nett, 0));
      expect(october.target).toBe(123_456_789);
    });

    it('shows the imported visitors in the traffic summary', async () => {
      const traffic = await sales('charttrafficsummary', FILTER);
      const visitors = DAILY.reduce((sum, day) => sum + day.visitors, 0);
      const cells = traffic.tableTrafficData.flatMap(
        (row: { data: { value: number | null }[] }) => row.data[9]?.value ?? [],
      );
      expect(cells).toContain(visitors);
    });

    it('shows the imported category discounts in the profit dilution detail', async () => {
      const detail = await sales('chartprofitdilutiondetail', `${FILTER}&month=10&kind=MARKDOWN`);
      const tops = detail.body.find((row: { category: string }) => row.category === 'TOPS');
      const gross = DAILY.reduce((sum, day) => sum + Math.round(day.gross * 0.6), 0);
      const markdown = DAILY.reduce((sum, day) => sum + Math.round(day.markdown * 0.5), 0);
      expect(tops.data[9]).toBeCloseTo((markdown / gross) * 100, 1);
    });

    it('changes nothing on a second import of the same file', async () => {
      const before = await rowCount('daily_sales');
      const again = await importFile('daily-sales', FILES['daily-sales']);
      expect(again.counts).toEqual({ rows: 5, inserted: 0, updated: 0, unchanged: 5 });
      expect(await rowCount('daily_sales')).toBe(before);
    });

    it('refuses category rows that do not add up to the day at the check, and loads none of them', async () => {
      const before = await demo.database.kysely
        .selectFrom('daily_category_sales')
        .select((eb) => eb.fn.sum<number>('gross').as('gross'))
        .where('outlet_id', '=', NEW_OUTLET)
        .executeTakeFirstOrThrow();
      // One category row 1,000 rupiah richer, gross and nett alike: a valid row on its own.
      const off = FILES['category-sales']
        .split('\n')
        .map((line) => {
          if (!line.startsWith(`${NEW_OUTLET},${DAYS[1]},TOPS,`)) return line;
          const cells = line.split(',');
          cells[3] = String(Number(cells[3]) + 1000);
          cells[7] = String(Number(cells[7]) + 1000);
          return cells.join(',');
        })
        .join('\n');
      const uploaded = await upload('category-sales', off);
      const report = uploaded.json().data as ImportUpload;
      expect(report.issues).toEqual([
        {
          line: WHOLE_FILE_LINE,
          column: null,
          reason: IMPORT_MESSAGES.categoriesDoNotAddUpAlone(
            NEW_OUTLET,
            DAYS[1] as string,
            'gross',
            'daily-sales',
          ),
        },
      ]);
      const confirmed = await confirmUpload(api(), report.uploadId);
      expect(confirmed.statusCode).toBe(400);
      const after = await demo.database.kysely
        .selectFrom('daily_category_sales')
        .select((eb) => eb.fn.sum<number>('gross').as('gross'))
        .where('outlet_id', '=', NEW_OUTLET)
        .executeTakeFirstOrThrow();
      expect(Number(after.gross)).toBe(Number(before.gross));
    });

    it('replaces a re-imported day and outlet, and reports it updated', async () => {
      const changed = FILES.traffic.replace(`${DAYS[0]},140`, `${DAYS[0]},999`);
      const job = await importFile('traffic', changed);
      expect(job.counts).toEqual({ rows: 5, inserted: 0, updated: 1, unchanged: 4 });
      const row = await demo.database.kysely
        .selectFrom('daily_traffic')
        .select('visitors')
        .where('outlet_id', '=', NEW_OUTLET)
        .where('traffic_date', '=', DAYS[0] as string)
        .executeTakeFirstOrThrow();
      expect(Number(row.visitors)).toBe(999);
    });

    it('keeps conversion over the days with a reading when a day’s sales change later', async () => {
      const busier = FILES['daily-sales'].replace(
        `,${DAILY[2]?.units},${DAILY[2]?.transactions}\n`,
        `,${DAILY[2]?.units},${(DAILY[2]?.transactions ?? 0) + 9}\n`,
      );
      expect(busier).not.toBe(FILES['daily-sales']);
      const job = await importFile('daily-sales', busier);
      expect(job.counts).toEqual({ rows: 5, inserted: 0, updated: 1, unchanged: 4 });
      const stored = await demo.database.kysely
        .selectFrom('daily_traffic')
        .select(['traffic_date', 'visitors'])
        .where('outlet_id', '=', NEW_OUTLET)
        .execute();
      const visitors = stored.reduce((sum, row) => sum + Number(row.visitors), 0);
      const transactions = DAILY.reduce((sum, day) => sum + day.transactions, 0) + 9;
      const traffic = await sales('charttrafficsummary', FILTER);
      const row = (category: string) =>
        traffic.tableTrafficData.find((entry: { category: string }) => entry.category === category)
          .data[9].value;
      expect(row('TRANSACTION')).toBe(transactions);
      expect(row('CONVERSION %')).toBe(Math.round((transactions / visitors) * 10_000) / 100);
    });

    it('keeps a history with who, the file and the counts, and an audit entry', async () => {
      const history = await app.inject({ method: 'GET', url: '/api/import/history', headers });
      const rows = history.json().data.rows as {
        id: string;
        fileName: string;
        username: string;
        status: string;
      }[];
      expect(rows.length).toBeGreaterThanOrEqual(kinds.length);
      for (const row of rows) {
        expect(row.id).toMatch(/^IMP\d{4}[A-Z0-9]{5}$/);
        expect(row.username).toBe('admin');
      }
      const audit = await app.inject({
        method: 'GET',
        url: '/api/audit/?entity=import',
        headers,
      });
      // Loads are audited; a file refused at its check never reaches the history.
      expect(audit.json().data.count).toBe(rows.filter((row) => row.status === 'LOADED').length);
      expect(rows.filter((row) => row.status === 'FAILED')).toEqual([]);
    });

    it('makes a day past the data’s last one the running month, with its traffic', async () => {
      const day = { ...(DAILY[0] as (typeof DAILY)[number]), date: '2026-11-03' };
      const file = csv(DAILY_HEADER, [dailyRow(day)]);
      expect((await importFile('daily-sales', file)).phase).toBe('done');
      const summary = await sales('chartsalessummary', FILTER);
      expect(summary.runningMonth).toMatchObject({ bulan: 11, to: '2026-11-03', daysElapsed: 3 });
      expect(summary.tablegrowth[10].nettYearHere).toBe(day.nett);
      expect(summary.pacing.month).toMatchObject({ nett: day.nett, daysElapsed: 3 });

      const traffic = csv('outlet_id,date,visitors', [[NEW_OUTLET, day.date, 321]]);
      expect((await importFile('traffic', traffic)).phase).toBe('done');
      const counted = await sales('charttrafficsummary', FILTER);
      const row = (category: string) =>
        counted.tableTrafficData.find((entry: { category: string }) => entry.category === category)
          .data[10].value;
      expect(row('TRAFFIC')).toBe(321);
      expect(row('TRANSACTION')).toBe(day.transactions);
    });
  });

  it('loads nothing from a file with one bad row, and says where and why', async () => {
    const before = await rowCount('daily_sales');
    const bad = `${FILES['daily-sales'].trimEnd()}\nKCG01-0999,2026-10-06,100,0,0,0,90,1,1\n`;
    const uploaded = await upload('daily-sales', bad);
    const preview = uploaded.json().data as ImportUpload;
    expect(preview.issueCount).toBe(2);
    expect(preview.issues).toEqual([
      { line: 7, column: 'outlet_id', reason: 'unknown outlet KCG01-0999' },
      { line: 7, column: 'nett', reason: 'nett does not equal gross − discounts' },
    ]);
    const confirmed = await confirmUpload(api(), preview.uploadId);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toMatch(/2 problems; nothing was loaded/);
    expect(await rowCount('daily_sales')).toBe(before);
  });

  it('refuses per row a NUL past the part of the file judged as text, and a control character in an .xlsx cell, loading nothing', async () => {
    // A NUL within the first 64 KB refuses the file as binary (sniff-file.ts); past them it
    // reaches a row, and PostgreSQL cannot store it (it answered 500 at the check).
    const header = 'outlet_id,name,company,type,group,city,open_date';
    const outlet = (id: string, name: string) => `${id},${name},KCG01,STORES,O,Jakarta,2026-10-01`;
    const filler = Array.from({ length: 1200 }, (_, index) =>
      outlet(`KCG01-${7000 + index}`, `CONTROL CHARACTER TEST STORE ${index}`),
    );
    const late = [header, ...filler, outlet('KCG01-8999', 'ARUNA\u0000NUL')].join('\n');
    expect(late.indexOf('\u0000')).toBeGreaterThan(SNIFF_BYTES);
    const uploaded = await upload('outlets', late);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const preview = uploaded.json().data as ImportUpload;
    expect(preview.issues).toEqual([
      { line: 1202, column: 'name', reason: IMPORT_MESSAGES.controlCharacter('name') },
    ]);
    const confirmed = await confirmUpload(api(), preview.uploadId);
    expect(confirmed.statusCode).toBe(400);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Outlets');
    sheet.addRow(header.split(','));
    // A C1 control: the .xlsx writer drops C0 ones, which XML cannot hold.
    sheet.addRow(outlet('KCG01-8998', 'ARUNA\u0085NEL').split(','));
    const book = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromXlsx = (await upload('outlets', book, 'outlets.xlsx')).json().data as ImportUpload;
    expect(fromXlsx.issues).toEqual([
      { line: 2, column: 'name', reason: IMPORT_MESSAGES.controlCharacter('name') },
    ]);
  });

  it('refuses a closed month when checking, and when it closes between upload and confirm', async () => {
    const file = csv('outlet_id,year,month,target', [['KCG01-0001', 2026, 9, 5_000]]);
    const uploaded = (await upload('targets', file)).json().data as ImportUpload;
    expect(uploaded.issues).toEqual([]);
    const close = await app.inject({
      method: 'PUT',
      url: '/api/period-control/2026/9',
      headers,
      payload: { status: 'CLOSED' },
    });
    expect(close.statusCode).toBe(200);
    const before = await rowCount('monthly_targets');
    try {
      const job = await confirmAndWait(api(), uploaded.uploadId);
      expect(job.phase).toBe('failed');
      expect(job.message).toBe('month 2026-09 is closed');
      expect(await rowCount('monthly_targets')).toBe(before);

      const checked = (await upload('targets', file)).json().data as ImportUpload;
      expect(checked.issues.map((issue) => issue.reason)).toEqual(['month 2026-09 is closed']);
    } finally {
      await app.inject({
        method: 'PUT',
        url: '/api/period-control/2026/9',
        headers,
        payload: { status: 'OPEN' },
      });
    }
  });

  it('refuses a file over the size limit with 413, and a disguised file with 400', async () => {
    const oversize = await upload('daily-sales', Buffer.alloc(1024 * 1024 + 10, 0x41));
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toBe('The file is larger than the 1 MB limit.');

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const disguised = await upload('daily-sales', png, 'sales.csv');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toMatch(/PNG/);

    const notZip = await upload(
      'daily-sales',
      Buffer.from('PK\u0003\u0004not really a zip'),
      'sales.xlsx',
    );
    expect(notZip.statusCode).toBe(400);
  });

  it('answers a chunked upload over the limit with 413 and closes the connection', async () => {
    // Over a real socket: a chunked body has no length to refuse up front, and the client goes
    // on sending until the server closes the connection (it hung when it did not).
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const answered = new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const request = httpRequest(
          `${address}/api/import/upload?kind=daily-sales&fileName=big.csv`,
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/octet-stream' },
          },
          (response) => {
            response.resume();
            response.socket.once('close', () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
              }),
            );
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => {
          // The server may close while a chunk is on its way; the answer came before.
          if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
        });
        const chunk = Buffer.alloc(64 * 1024, 0x41);
        const send = () => {
          if (request.destroyed || request.writableEnded) return;
          if (request.write(chunk)) setImmediate(send);
          else request.once('drain', send);
        };
        send();
      },
    );
    const { status, connection } = await answered;
    expect(status).toBe(413);
    expect(connection).toBe('close');
  });

  it('reports a load whose server stopped answering as interrupted, not forever under way', async () => {
    const admin = await demo.database.kysely
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const longAgo = Date.now() - 10 * 60_000;
    await demo.database.kysely
      .insertInto('import_jobs')
      .values({
        id: 'f'.repeat(32),
        upload_id: 'e'.repeat(32),
        batch_id: 'IMP2611STOPD',
        user_id: admin.id,
        kind: 'traffic',
        file_name: 'traffic.csv',
        rows_read: 5,
        phase: 'merging',
        created_at: longAgo,
        heartbeat_at: longAgo,
      })
      .execute();
    const polled = await app.inject({
      method: 'GET',
      url: `/api/import/jobs/${'f'.repeat(32)}`,
      headers,
    });
    expect(polled.json().data).toMatchObject({
      phase: 'failed',
      percent: 100,
      counts: null,
      message: IMPORT_JOB_MESSAGES.interrupted,
    });
  });

  it('refuses a confirm from a user without the import permission', async () => {
    const uploaded = (await upload('targets', FILES.targets)).json().data as ImportUpload;
    const manager = await signIn(app, 'manager');
    const refused = await confirmUpload(apiWith(app, manager.headers), uploaded.uploadId);
    expect(refused.statusCode).toBe(403);
  });
});
