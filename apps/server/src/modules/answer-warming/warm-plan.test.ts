import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../core/caller';
import type { ReferenceData } from '../../core/reference-data';
import { firstViewUrls, oneCallerPerEntitlementSet } from './warm-plan';

const caller = (userId: number, companies: AuthContext['companies']): AuthContext => ({
  userId,
  employeeId: String(userId),
  roleCode: 'STAFF',
  permissions: new Set(),
  sessionId: 'answer-warming',
  mustChangePassword: false,
  companies,
  outlets: 'all',
  structureCompany: 'KCG',
});

const reference = {
  companies: [
    { code: 'KCG01', excludedByDefault: false },
    { code: 'KCG02', excludedByDefault: false },
    { code: 'KCG09', excludedByDefault: true },
  ],
  types: [],
  groups: [],
} as unknown as ReferenceData;

describe('what warming asks', () => {
  it('keeps the first caller of each entitlement set', () => {
    const kept = oneCallerPerEntitlementSet([
      caller(1, 'all'),
      caller(2, ['KCG02', 'KCG01']),
      caller(3, 'all'),
      caller(4, ['KCG01', 'KCG02']),
    ]);
    expect(kept.map((each) => each.userId)).toEqual([1, 2]);
  });

  it('asks the Today page, then TOTAL and each visible company with the default filter of the year', () => {
    const urls = firstViewUrls(reference, caller(1, ['KCG02']), 2026);
    const query = (company: string) =>
      `company=${company}&type=STORES&group=O&year=2026&outlet=All`;
    expect(urls).toEqual([
      '/api/portal/sales/today?company=TOTAL',
      ...['chartsalessummary', 'lflsalessummary', 'chartprofitdilution', 'lflsalesAspUptAtv'].map(
        (call) => `/api/portal/salessummary/${call}?${query('TOTAL')}`,
      ),
      ...[
        'chartsalessummary',
        'lflsalessummary',
        'charttrafficsummary',
        'chartprofitdilution',
        'chartsales',
        'lflsalesAspUptAtv',
      ].map((call) => `/api/portal/salessummary/${call}?${query('KCG02')}`),
    ]);
  });

  it('leaves out the companies excluded by default for a caller who may not see them', () => {
    const companies = (urls: string[]) =>
      new Set(
        urls
          .filter((url) => url.startsWith('/api/portal/salessummary/'))
          .map((url) => new URL(url, 'http://x').searchParams.get('company')),
      );
    expect(companies(firstViewUrls(reference, caller(1, 'all'), 2026))).toEqual(
      new Set(['TOTAL', 'KCG01', 'KCG02']),
    );
  });
});
