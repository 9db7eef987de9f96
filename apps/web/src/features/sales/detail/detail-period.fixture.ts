/**
 * A detail period for tests (a factory, STYLE.md): October 2026 running on its 20th day,
 * compared with the same days of October 2025, with what a test changes laid over it.
 */
import type { DetailPeriod } from '@outlet-pulse/contracts';

export function buildDetailPeriod(overrides: Partial<DetailPeriod> = {}): DetailPeriod {
  return {
    state: 'running',
    from: '2026-10-01',
    to: '2026-10-20',
    daysElapsed: 20,
    daysInMonth: 31,
    lastYearFrom: '2025-10-01',
    lastYearTo: '2025-10-20',
    ...overrides,
  };
}
