/**
 * Inactive codes in imports, on both engines, made inactive on the System screens: an outlets
 * file may not add an outlet in an inactive company, type or group, nor move one to it (line,
 * column and the Branch screen's own words), while an outlet already there may be updated; a
 * bundle's companies file counts, whether it makes a company inactive or active again; and
 * category sales of an inactive category still load (history stays loadable).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportKind, ImportUpload, RowIssue } from '@outlet-pulse/contracts';
import { beforeAll, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { confirmAndWait } from '../../../test/import-jobs';
import { useTemporaryDirectory } from '../../../test/temporary-directory';
import { ImportService } from './imports.service';

const OUTLETS_HEADER = 'outlet_id,name,company,type,group,city,open_date,close_date,active';

interface Outlet {
  id: string;
  company: string;
  type: string;
  group: string;
}

const outletRow = (outlet: Outlet, name: string) =>
  [
    outlet.id,
    name,
    outlet.company,
    outlet.type,
    outlet.group,
    'Bandung',
    '2026-01-05',
    '',
    'true',
  ].join(',');

describeEachEngine('inactive codes in imports', (engine) => {
  const folder = useTemporaryDirectory('outlet-pulse-inactive-codes-');
  const demo = useDemoApp(engine);
  const admin = () => demo.as('admin');
  const db = () => demo.database.kysely;

  /** Two outlets of different companies and groups, and an active type other than the first's. */
  let first: Outlet;
  let second: Outlet;
  let otherType: string;
  beforeAll(async () => {
    const outlets = (
      await db()
        .selectFrom('outlets')
        .select(['id', 'company_code as company', 'type_code as type', 'group_code as group'])
        .orderBy('id')
        .execute()
    ).map((outlet) => ({ ...outlet }));
    first = outlets[0] as Outlet;
    second = outlets.find(
      (outlet) => outlet.company !== first.company && outlet.group !== first.group,
    ) as Outlet;
    expect(second).toBeDefined();
    const type = await db()
      .selectFrom('outlet_types')
      .select('code')
      .where('code', '<>', first.type)
      .executeTakeFirstOrThrow();
    otherType = type.code;
  });

  async function upload(kind: ImportKind, body: string): Promise<ImportUpload> {
    const headers = await admin().headers();
    const response = await demo.app.inject({
      method: 'POST',
      url: `/api/import/upload?kind=${kind}&fileName=${kind}.csv`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ImportUpload;
  }

  const load = (uploadId: string) => confirmAndWait(admin(), uploadId);

  /** The Branch screen's refusal of a new branch with `fields`, by field. */
  async function screenRefusal(fields: Partial<Outlet>): Promise<Record<string, string[]>> {
    const response = await admin().post('/api/branch/create', {
      idbranch: 'ZI-SCREEN',
      branchName: 'Screen Store',
      description: 'A branch the inactive-code test never creates',
      email: 'screen@stores.kcg.example',
      company: second.company,
      type: second.type,
      group: second.group,
      city: 'Bandung',
      openDate: '2026-01-05',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.json().errors as { field: string; message: string }[];
    return Object.fromEntries(errors.map((error) => [error.field, [error.message]]));
  }

  const setActive = async (list: string, code: string, name: string, active: boolean) => {
    const response = await admin().put(`/api/${list}/${code}`, { name, active });
    expect(response.statusCode, response.body).toBe(200);
  };

  const nameOf = async (table: 'companies' | 'outlet_types' | 'outlet_groups', code: string) =>
    (await db().selectFrom(table).select('name').where('code', '=', code).executeTakeFirstOrThrow())
      .name;

  it('refuses a new outlet in, or a move to, an inactive code, and updates an outlet already there', async () => {
    // The sales filter's default type and groups may not be deactivated: new ones are.
    expect(
      (await admin().post('/api/outlet-type/create', { code: 'ZI-KIOSK', name: 'KIOSK' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin().post('/api/outlet-group/create', { code: 'ZI-POP', name: 'POP-UP' }))
        .statusCode,
    ).toBe(200);
    const placed: Outlet = {
      id: 'ZI-0001',
      company: first.company,
      type: 'ZI-KIOSK',
      group: 'ZI-POP',
    };
    const before = await upload(
      'outlets',
      [OUTLETS_HEADER, outletRow(placed, 'KIOSK'), ''].join('\n'),
    );
    expect((await load(before.uploadId)).phase).toBe('done');
    const companyName = await nameOf('companies', first.company);
    await setActive('company', first.company, companyName, false);
    await setActive('outlet-type', 'ZI-KIOSK', 'KIOSK', false);
    await setActive('outlet-group', 'ZI-POP', 'POP-UP', false);
    try {
      const file = [
        OUTLETS_HEADER,
        outletRow(placed, 'RENAMED WHERE IT IS'),
        outletRow({ ...second, id: 'ZI-0002', company: first.company }, 'NEW IN INACTIVE COMPANY'),
        outletRow({ ...second, id: 'ZI-0003', type: 'ZI-KIOSK' }, 'NEW OF INACTIVE TYPE'),
        outletRow({ ...second, group: 'ZI-POP' }, 'MOVED TO INACTIVE GROUP'),
        '',
      ].join('\n');
      const checked = await upload('outlets', file);
      const expected: RowIssue[] = [
        { line: 3, column: 'company', reason: `Company ${first.company} is inactive` },
        { line: 4, column: 'type', reason: 'Type ZI-KIOSK is inactive' },
        { line: 5, column: 'group', reason: 'Group ZI-POP is inactive' },
      ];
      expect(checked.issues).toEqual(expected);
      // The same words as the Branch screen's.
      expect(await screenRefusal({ company: first.company })).toEqual({
        company: [expected[0]?.reason],
      });
      expect(await screenRefusal({ type: 'ZI-KIOSK' })).toEqual({ type: [expected[1]?.reason] });
      expect(await screenRefusal({ group: 'ZI-POP' })).toEqual({ group: [expected[2]?.reason] });

      const kept = await upload(
        'outlets',
        [OUTLETS_HEADER, outletRow(placed, 'RENAMED WHERE IT IS'), ''].join('\n'),
      );
      expect(kept.issues).toEqual([]);
      expect((await load(kept.uploadId)).phase).toBe('done');
      const renamed = await db()
        .selectFrom('outlets')
        .select(['name', 'company_code', 'type_code', 'group_code'])
        .where('id', '=', placed.id)
        .executeTakeFirstOrThrow();
      expect(renamed).toEqual({
        name: 'RENAMED WHERE IT IS',
        company_code: first.company,
        type_code: 'ZI-KIOSK',
        group_code: 'ZI-POP',
      });
    } finally {
      await setActive('company', first.company, companyName, true);
    }
  });

  it('follows what a companies file of the same bundle makes inactive or active again', async () => {
    const service = new ImportService({
      database: demo.database,
      workDir: path.join(folder(), 'work'),
    });
    const fileOf = async (dir: string, fileName: string, lines: string[]) => {
      const filePath = path.join(folder(), `${dir}-${fileName}`);
      await writeFile(filePath, `${[...lines, ''].join('\n')}`);
      return { fileName, path: filePath };
    };
    const company = second.company;
    const name = await nameOf('companies', company);
    const newOutlet = { ...second, id: 'ZI-0003', type: otherType };

    const closing = await service.immediate.importBundle(
      [
        await fileOf('closing', 'companies.csv', [
          'company,name,active',
          `${company},${name},false`,
        ]),
        await fileOf('closing', 'outlets.csv', [OUTLETS_HEADER, outletRow(newOutlet, 'NEW STORE')]),
      ],
      { userId: null, label: 'cli' },
    );
    expect(closing.loaded).toBeNull();
    const outlets = closing.report.files.find((file) => file.kind === 'outlets');
    expect(outlets?.issues).toEqual([
      { line: 2, column: 'company', reason: `Company ${company} is inactive` },
    ]);

    await setActive('company', company, name, false);
    const reopening = await service.immediate.importBundle(
      [
        await fileOf('reopening', 'companies.csv', [
          'company,name,active',
          `${company},${name},true`,
        ]),
        await fileOf('reopening', 'outlets.csv', [
          OUTLETS_HEADER,
          outletRow(newOutlet, 'NEW STORE'),
        ]),
      ],
      { userId: null, label: 'cli' },
    );
    expect(reopening.report.issueCount, JSON.stringify(reopening.report)).toBe(0);
    expect(reopening.loaded?.files.map((file) => file.counts.inserted)).toEqual([0, 1]);
    const added = await db()
      .selectFrom('outlets')
      .select('company_code')
      .where('id', '=', newOutlet.id)
      .executeTakeFirst();
    expect(added?.company_code).toBe(company);
  });

  it('loads category sales of an inactive category', async () => {
    const day = await db()
      .selectFrom('daily_category_sales')
      .select(['outlet_id', 'sale_date'])
      .orderBy('outlet_id')
      .orderBy('sale_date', 'desc')
      .executeTakeFirstOrThrow();
    const rows = await db()
      .selectFrom('daily_category_sales')
      .selectAll()
      .where('outlet_id', '=', day.outlet_id)
      .where('sale_date', '=', day.sale_date)
      .orderBy('category_code')
      .execute();
    const category = rows[0]?.category_code as string;
    const categoryName = (
      await db()
        .selectFrom('product_categories')
        .select('name')
        .where('code', '=', category)
        .executeTakeFirstOrThrow()
    ).name;
    await setActive('product-category', category, categoryName, false);
    try {
      const date = String(day.sale_date).slice(0, 10);
      const file = [
        'outlet_id,date,category,gross,markdown,vip,promo,nett,units',
        ...rows.map((row) =>
          [
            row.outlet_id,
            date,
            row.category_code,
            row.gross,
            row.markdown,
            row.vip,
            row.promo,
            row.nett,
            row.units,
          ].join(','),
        ),
        '',
      ].join('\n');
      const checked = await upload('category-sales', file);
      expect(checked.issues).toEqual([]);
      const job = await load(checked.uploadId);
      expect(job.phase, job.message ?? '').toBe('done');
      expect(job.counts?.rows).toBe(rows.length);
    } finally {
      await setActive('product-category', category, categoryName, true);
    }
  });
});
