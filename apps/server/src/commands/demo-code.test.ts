import { describe, expect, it } from 'vitest';
import { totpCodeAt } from '../modules/auth/second-factor-codes';
import { DEMO_ADMIN_TOTP_SECRET } from '../seed/demo-users';
import { demoCode } from './demo-code';

describe('npm run cli -- demo-code', () => {
  it("prints the demo admin's current code and how long it lasts, in demo mode", () => {
    const now = Date.parse('2026-11-02T08:00:20Z');
    expect(demoCode({ demoMode: true }, now)).toBe(
      `${totpCodeAt(DEMO_ADMIN_TOTP_SECRET, now)}  (the demo admin's code, 10 s left)`,
    );
  });

  it('refuses outside demo mode, where nobody has the demo key', () => {
    expect(() => demoCode({ demoMode: false })).toThrow(
      'demo-code works in demo mode only: no other database holds the demo key.',
    );
  });
});
