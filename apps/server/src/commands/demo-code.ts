/**
 * The `demo-code` command: the demo admin's current second-factor code, for people trying the
 * demo without an authenticator app. The demo key is published like the demo passwords, so the
 * code is no secret; outside demo mode no user has that key, and the command refuses. It does
 * not open the database: on DuckDB the running server holds the file.
 */
import { SECOND_FACTOR } from '@outlet-pulse/contracts';
import type { Config } from '../config';
import { invalid } from '../core/errors';
import { totpCodeAt } from '../modules/auth/second-factor-codes';
import { DEMO_ADMIN_TOTP_SECRET } from '../seed/demo-users';

export function demoCode(config: Pick<Config, 'demoMode'>, nowMs = Date.now()): string {
  if (!config.demoMode) {
    throw invalid('demo-code works in demo mode only: no other database holds the demo key.');
  }
  const periodMs = SECOND_FACTOR.periodSeconds * 1000;
  const secondsLeft = Math.ceil((periodMs - (nowMs % periodMs)) / 1000);
  return `${totpCodeAt(DEMO_ADMIN_TOTP_SECRET, nowMs)}  (the demo admin's code, ${secondsLeft} s left)`;
}
