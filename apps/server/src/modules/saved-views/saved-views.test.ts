/**
 * Saved views (issue 26, point 7) through the API on both engines: a user's own views only,
 * names unique per user, one default at most, filters checked against what the user may see
 * when saved, and a company taken away later dropped and named (never a 403), as the Today
 * call's resolveSavedView reads it too.
 */
import {
  SAVED_VIEW_MESSAGES,
  SAVED_VIEW_NAME_MAX,
  type SavedView,
  type SavedViewFilter,
} from '@outlet-pulse/contracts';
import { beforeAll, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { type BuiltUser, buildUser } from '../../../test/factories';
import type { AuthContext } from '../../core/caller';
import { resolveSavedView } from './index';

const VIEWS = '/api/portal/views';

const FILTER: SavedViewFilter = {
  companies: ['KCG01', 'KCG03'],
  type: 'STORES',
  groups: ['O'],
  outlets: 'All',
};

/** The caller the access plugin would make of a built user with company grants only. */
function callerOfUser(user: BuiltUser, companies: string[]): AuthContext {
  return {
    userId: user.id,
    employeeId: user.employee.employee_id,
    roleCode: user.role,
    permissions: new Set(),
    sessionId: 'test',
    mustChangePassword: false,
    companies,
    outlets: 'all',
    structureCompany: companies[0] ?? 'KCG',
  };
}

describeEachEngine('saved views', (engine) => {
  const demo = useDemoApp(engine);
  let owner: BuiltUser;
  let other: BuiltUser;
  /** An outlet of KCG01 of type STORES and group O, and one of KCG02, read from the rows. */
  let kcg01Outlet: { id: string; group_code: string };
  let kcg02Outlet: string;

  beforeAll(async () => {
    owner = await buildUser(demo, { companies: ['KCG01', 'KCG03'] });
    other = await buildUser(demo, { companies: ['KCG01'] });
    const db = demo.database.kysely;
    kcg01Outlet = await db
      .selectFrom('outlets')
      .select(['id', 'group_code'])
      .where('company_code', '=', 'KCG01')
      .where('type_code', '=', 'STORES')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    kcg02Outlet = (
      await db
        .selectFrom('outlets')
        .select('id')
        .where('company_code', '=', 'KCG02')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const create = (who: BuiltUser, payload: object) => demo.as(who).post(VIEWS, payload);
  const list = async (who: BuiltUser) => {
    const answer = await demo.as(who).get(VIEWS);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as SavedView[];
  };
  const created = async (who: BuiltUser, payload: object) => {
    const answer = await create(who, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as SavedView;
  };
  /** The rows of a user as stored, read without the module's code. */
  const storedRows = (userId: number) =>
    demo.database.kysely
      .selectFrom('saved_views')
      .select(['id', 'name', 'is_default', 'filter'])
      .where('user_id', '=', userId)
      .execute();

  it('creates, lists, renames, re-filters, makes default and deletes the owner’s views', async () => {
    const first = await created(owner, { name: 'My brands', filter: FILTER });
    expect(first).toMatchObject({
      name: 'My brands',
      filter: FILTER,
      isDefault: false,
      droppedCompanies: [],
    });
    const second = await created(owner, {
      name: 'Aruna outlet',
      filter: {
        companies: ['KCG01'],
        type: 'STORES',
        groups: [kcg01Outlet.group_code],
        outlets: [kcg01Outlet.id],
      },
      isDefault: true,
    });
    expect(second.isDefault).toBe(true);
    expect((await list(owner)).map((view) => view.name)).toEqual(['Aruna outlet', 'My brands']);

    const renamed = await demo.as(owner).put(`${VIEWS}/${first.id}`, {
      name: 'KCG01 + KCG03, STORES',
      filter: { ...FILTER, companies: 'TOTAL', groups: ['TOTALKCG'] },
      isDefault: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const rows = await storedRows(owner.id);
    expect(rows.filter((row) => row.is_default).map((row) => row.id)).toEqual([first.id]);
    expect(JSON.parse(rows.find((row) => row.id === first.id)?.filter ?? '')).toEqual({
      ...FILTER,
      companies: 'TOTAL',
      groups: ['TOTALKCG'],
    });
    const listed = await list(owner);
    expect(listed.find((view) => view.id === first.id)).toMatchObject({
      name: 'KCG01 + KCG03, STORES',
      isDefault: true,
    });
    expect(listed.find((view) => view.id === second.id)?.isDefault).toBe(false);

    const undefaulted = await demo.as(owner).put(`${VIEWS}/${first.id}`, { isDefault: false });
    expect(undefaulted.json().data.isDefault).toBe(false);
    expect((await storedRows(owner.id)).some((row) => row.is_default)).toBe(false);
    expect(await resolveSavedView(demo.database, callerOfUser(owner, owner.companies), null)).toBe(
      null,
    );

    for (const view of [first, second]) {
      expect((await demo.as(owner).delete(`${VIEWS}/${view.id}`)).statusCode).toBe(200);
    }
    expect(await list(owner)).toEqual([]);
    expect(await storedRows(owner.id)).toEqual([]);
  });

  it('keeps views to their owner: another user’s id is not found, and lists show only one’s own', async () => {
    const mine = await created(owner, { name: 'Private', filter: FILTER });
    const notFound = { status: 404, message: SAVED_VIEW_MESSAGES.notFound };
    for (const answer of [
      await demo.as(other).put(`${VIEWS}/${mine.id}`, { name: 'Taken over' }),
      await demo.as(other).delete(`${VIEWS}/${mine.id}`),
      await demo.as(owner).put(`${VIEWS}/nosuchview`, { name: 'x' }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject(notFound);
    }
    expect(await list(other)).toEqual([]);
    await expect(
      resolveSavedView(demo.database, callerOfUser(other, other.companies), mine.id),
    ).rejects.toMatchObject({ kind: 'not-found' });
    expect((await storedRows(owner.id)).map((row) => row.name)).toEqual(['Private']);
    await demo.as(owner).delete(`${VIEWS}/${mine.id}`);
  });

  it('refuses a name that is empty, too long, or the user’s already (in any case), with a message', async () => {
    const kept = await created(owner, { name: 'Weekend', filter: FILTER });
    const empty = await create(owner, { name: '   ', filter: FILTER });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(SAVED_VIEW_MESSAGES.nameRequired);
    const long = await create(owner, { name: 'x'.repeat(SAVED_VIEW_NAME_MAX + 1), filter: FILTER });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(SAVED_VIEW_MESSAGES.nameTooLong);
    expect(
      (await create(owner, { name: 'x'.repeat(SAVED_VIEW_NAME_MAX), filter: FILTER })).statusCode,
    ).toBe(200);

    const twice = await create(owner, { name: 'WEEKEND', filter: FILTER });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(SAVED_VIEW_MESSAGES.nameTaken('WEEKEND'));
    const other2 = await created(owner, { name: 'Weekdays', filter: FILTER });
    const renamed = await demo.as(owner).put(`${VIEWS}/${other2.id}`, { name: 'weekend' });
    expect(renamed.statusCode).toBe(409);
    // Another user may use the same name.
    expect(
      (await create(other, { name: 'Weekend', filter: { ...FILTER, companies: ['KCG01'] } }))
        .statusCode,
    ).toBe(200);
    const nothing = await demo.as(owner).put(`${VIEWS}/${kept.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toContain(SAVED_VIEW_MESSAGES.nothingToChange);
  });

  it('refuses a filter naming what the user may not see or what does not exist, with a 400', async () => {
    const cases: [Partial<SavedViewFilter> | Record<string, unknown>, string][] = [
      [{ companies: ['KCG02'] }, SAVED_VIEW_MESSAGES.companyNotYours('KCG02')],
      [{ companies: ['NOPE'] }, SAVED_VIEW_MESSAGES.unknownCompany('NOPE')],
      [{ type: 'NOPE' }, 'unknown type NOPE'],
      [{ groups: ['NOPE'] }, 'unknown group NOPE'],
      [{ outlets: [kcg02Outlet] }, `outlet ${kcg02Outlet} is not one you may see`],
      [{ outlets: ['NOPE-0001'] }, 'unknown outlet NOPE-0001'],
      [
        { companies: ['KCG03'], outlets: [kcg01Outlet.id] },
        `outlet ${kcg01Outlet.id} is not an outlet of KCG03`,
      ],
      [{ companies: [] }, 'companies lists no value'],
      [{ companies: 'ALL' }, 'companies'],
      [{ outlets: "x'; DROP TABLE saved_views; --" }, 'outlets'],
    ];
    for (const [change, message] of cases) {
      const answer = await create(owner, { name: 'Refused', filter: { ...FILTER, ...change } });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().message, JSON.stringify(change)).toContain(message);
    }
    expect(await storedRows(owner.id)).not.toContainEqual(
      expect.objectContaining({ name: 'Refused' }),
    );
  });

  it('shows a view whose company was taken away with that company dropped, never a 403', async () => {
    const user = await buildUser(demo, { companies: ['KCG01', 'KCG03'] });
    const view = await created(user, { name: 'Both', filter: FILTER, isDefault: true });
    await demo.database.kysely
      .deleteFrom('user_companies')
      .where('user_id', '=', user.id)
      .where('company_code', '=', 'KCG03')
      .execute();
    await demo.changeVersions.bump('auth');
    // What the user may see now, read from the grants as stored.
    const granted = (
      await demo.database.kysely
        .selectFrom('user_companies')
        .select('company_code')
        .where('user_id', '=', user.id)
        .execute()
    ).map((row) => row.company_code);
    const expectedDropped = (FILTER.companies as string[]).filter(
      (code) => !granted.includes(code),
    );
    expect(expectedDropped).toEqual(['KCG03']);

    const answer = await demo.as(user).get(VIEWS);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([
      expect.objectContaining({ id: view.id, filter: FILTER, droppedCompanies: expectedDropped }),
    ]);
    const resolved = await resolveSavedView(demo.database, callerOfUser(user, granted), null);
    expect(resolved).toEqual({
      id: view.id,
      name: 'Both',
      filter: { ...FILTER, companies: granted },
      droppedCompanies: expectedDropped,
    });
    // Saving it again as it stands is refused: the company is no longer the user's.
    const resaved = await demo.as(user).put(`${VIEWS}/${view.id}`, { filter: FILTER });
    expect(resaved.statusCode).toBe(400);
    // Renaming it keeps it, dropped part and all.
    const renamed = await demo.as(user).put(`${VIEWS}/${view.id}`, { name: 'Both (old)' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.droppedCompanies).toEqual(expectedDropped);
  });

  it('drops from a view the outlets the user may no longer see', async () => {
    const user = await buildUser(demo, { companies: ['KCG01'] });
    const view = await created(user, {
      name: 'One outlet',
      filter: {
        companies: ['KCG01'],
        type: 'STORES',
        groups: ['TOTALKCG'],
        outlets: [kcg01Outlet.id],
      },
    });
    const limited = { ...callerOfUser(user, ['KCG01']), outlets: ['KCG01-9999'] };
    const resolved = await resolveSavedView(demo.database.kysely, limited, view.id);
    expect(resolved?.filter.outlets).toBe('All');
    const full = await resolveSavedView(demo.database, callerOfUser(user, ['KCG01']), view.id);
    expect(full?.filter.outlets).toEqual([kcg01Outlet.id]);
  });
});
