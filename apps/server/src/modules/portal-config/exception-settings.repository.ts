/**
 * The Today page's exception thresholds as stored (portal_settings, migration 0019): a row per
 * threshold an administrator changed; one without a row has its default (contracts).
 */
import {
  DEFAULT_TODAY_EXCEPTION_SETTINGS,
  type TodayExceptionSettings,
} from '@outlet-pulse/contracts';
import type { Executor } from '../../db/database';

/** Each threshold's row name. */
const SETTING_NAMES: Record<keyof TodayExceptionSettings, string> = {
  behindPacePercent: 'today.behind-pace-percent',
  unusualDayMadFactor: 'today.unusual-day-mad-factor',
};
const FIELDS = Object.keys(SETTING_NAMES) as (keyof TodayExceptionSettings)[];

export async function findExceptionSettings(db: Executor): Promise<TodayExceptionSettings> {
  const rows = await db
    .selectFrom('portal_settings')
    .select(['name', 'value'])
    .where('name', 'in', Object.values(SETTING_NAMES))
    .execute();
  const settings = { ...DEFAULT_TODAY_EXCEPTION_SETTINGS };
  for (const field of FIELDS) {
    const row = rows.find((candidate) => candidate.name === SETTING_NAMES[field]);
    if (row) settings[field] = Number(row.value);
  }
  return settings;
}

/** Stores the thresholds named in `change`, with who changed them and when. */
export async function saveExceptionSettings(
  db: Executor,
  change: Partial<TodayExceptionSettings>,
  changed: { at: number; by: number | null },
): Promise<void> {
  for (const field of FIELDS) {
    const value = change[field];
    if (value === undefined) continue;
    const values = { value, changed_at: changed.at, changed_by: changed.by };
    await db
      .insertInto('portal_settings')
      .values({ name: SETTING_NAMES[field], ...values })
      .onConflict((conflict) => conflict.column('name').doUpdateSet(values))
      .execute();
  }
}
