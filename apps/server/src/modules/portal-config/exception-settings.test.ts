/**
 * The Today page's exception thresholds through the API on both engines: their defaults, an
 * administrator's change (stored, audited, the `sales` counter moved so cached Today answers go),
 * a value out of range refused with a 400 naming the range, and nobody else may change them.
 */
import { DEFAULT_TODAY_EXCEPTION_SETTINGS, SESSION_MESSAGES } from '@outlet-pulse/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { byField } from '../../../test/api-answers';
import { storedChangeVersion } from '../../../test/change-counters';
import { useDemoApp } from '../../../test/demo-app';
import { describeEachEngine } from '../../../test/engines';
import { findExceptionSettings } from '.';

const PATH = '/api/portal/settings/today-exceptions';

describeEachEngine('Today exception thresholds', (engine) => {
  const demo = useDemoApp(engine);

  it('reads the defaults, 85 % and k = 3, to anyone signed in, before any change', async () => {
    for (const who of ['staff', 'manager']) {
      const response = await demo.as(who).get(PATH);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ behindPacePercent: 85, unusualDayMadFactor: 3 });
    }
    expect(await findExceptionSettings(demo.database.kysely)).toEqual(
      DEFAULT_TODAY_EXCEPTION_SETTINGS,
    );
    expect((await demo.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
  });

  it('refuses a value out of range, or no setting at all, with a 400 that names the range', async () => {
    const refused: [object, string, string][] = [
      [{ behindPacePercent: 49 }, 'behindPacePercent', 'from 50 to 100'],
      [{ behindPacePercent: 100.5 }, 'behindPacePercent', 'from 50 to 100'],
      [{ unusualDayMadFactor: 0.5 }, 'unusualDayMadFactor', 'from 1 to 10'],
      [{ unusualDayMadFactor: 11 }, 'unusualDayMadFactor', 'from 1 to 10'],
      [{ unusualDayMadFactor: '3' }, 'unusualDayMadFactor', 'from 1 to 10'],
      [{ behindPacePercent: 80.123 }, 'behindPacePercent', 'two decimals'],
    ];
    for (const [body, field, words] of refused) {
      const response = await demo.as('admin').put(PATH, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(byField(response.json().errors)[field]?.join(' ')).toContain(words);
    }
    const nothing = await demo.as('admin').put(PATH, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toContain('name at least one setting');
    expect((await demo.as('admin').put(PATH, { threshold: 70 })).statusCode).toBe(400);
    expect((await demo.as('admin').get(PATH)).json().data).toEqual(
      DEFAULT_TODAY_EXCEPTION_SETTINGS,
    );
  });

  it('lets only an administrator change them', async () => {
    for (const who of ['manager', 'staff']) {
      const response = await demo.as(who).put(PATH, { behindPacePercent: 60 });
      expect(response.statusCode, who).toBe(403);
      expect(response.json().message).toBe(SESSION_MESSAGES.forbidden);
    }
    expect(await findExceptionSettings(demo.database.kysely)).toEqual(
      DEFAULT_TODAY_EXCEPTION_SETTINGS,
    );
  });

  it('stores an administrator’s change, keeps the other setting, audits it and moves the sales counter', async () => {
    const db = demo.database.kysely;
    const salesBefore = await storedChangeVersion(db, 'sales');
    const changed = await demo.as('admin').put(PATH, { behindPacePercent: 70 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ behindPacePercent: 70, unusualDayMadFactor: 3 });
    const again = await demo.as('admin').put(PATH, { unusualDayMadFactor: 2.5 });
    expect(again.json().data).toEqual({ behindPacePercent: 70, unusualDayMadFactor: 2.5 });
    expect((await demo.as('staff').get(PATH)).json().data).toEqual({
      behindPacePercent: 70,
      unusualDayMadFactor: 2.5,
    });
    expect(await findExceptionSettings(db)).toEqual({
      behindPacePercent: 70,
      unusualDayMadFactor: 2.5,
    });
    expect(await storedChangeVersion(db, 'sales')).toBe(salesBefore + 2);
    const { rows: audit } = await sql<{ action: string; details: string }>`
      SELECT action, details FROM audit_log
       WHERE entity = 'setting' AND entity_id = 'today-exceptions' ORDER BY occurred_at`.execute(
      db,
    );
    expect(audit.map((entry) => [entry.action, JSON.parse(entry.details)])).toEqual([
      ['UPDATED', { changes: [{ field: 'behindPacePercent', from: 85, to: 70 }] }],
      ['UPDATED', { changes: [{ field: 'unusualDayMadFactor', from: 3, to: 2.5 }] }],
    ]);
  });
});
