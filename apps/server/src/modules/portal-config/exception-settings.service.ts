/**
 * The Today page's exception thresholds: anyone signed in reads them (the page names them); an
 * administrator changes them, audited, and the `sales` change counter moves with the change so
 * that no cached Today answer outlives the thresholds it was computed with.
 */
import type { TodayExceptionSettings, TodayExceptionSettingsChange } from '@outlet-pulse/contracts';
import type { ChangeRecorder } from '../../core/audit/change-recorder';
import type { AuthContext } from '../../core/caller';
import type { Database } from '../../db/database';
import { findExceptionSettings, saveExceptionSettings } from './exception-settings.repository';

export class ExceptionSettingsService {
  constructor(
    private readonly options: { database: Database; recorder: ChangeRecorder; clock: () => number },
  ) {}

  get(): Promise<TodayExceptionSettings> {
    return findExceptionSettings(this.options.database.kysely);
  }

  change(
    caller: AuthContext,
    change: TodayExceptionSettingsChange,
  ): Promise<TodayExceptionSettings> {
    return this.options.recorder.run(caller, ['sales'], async ({ transaction, auditChange }) => {
      const before = await findExceptionSettings(transaction);
      await saveExceptionSettings(transaction, change, {
        at: this.options.clock(),
        by: caller.userId,
      });
      const after = { ...before, ...change };
      await auditChange('setting', 'today-exceptions', before, after);
      return after;
    });
  }
}
