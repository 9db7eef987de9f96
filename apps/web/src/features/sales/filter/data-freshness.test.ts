import { formatDate } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { dataFreshness, dataLastDay, staleText, typeBehindText } from './data-freshness';

const types = [
  { bitype: 'STORES', bitypeName: 'STORES', dataLastUpdate: '2026-10-31' },
  { bitype: 'ONLINE', bitypeName: 'ONLINE', dataLastUpdate: '2026-10-30' },
  { bitype: 'EVENT', bitypeName: 'EVENT', dataLastUpdate: '2026-06-09' },
  { bitype: 'KIOSK', bitypeName: 'KIOSK', dataLastUpdate: null },
];

/** '2026-06-09' → '9 Jun 2026', the portal's short date. */
const shortDay = (isoDate: string) => formatDate(isoDate, 'Asia/Jakarta');

describe('how fresh the sales data is', () => {
  it('takes the data’s last day as the latest last sale of any type', () => {
    expect(dataLastDay(types)).toBe('2026-10-31');
    expect(dataLastDay([])).toBeNull();
  });

  it('warns when the data’s last day is more than two days before today', () => {
    const stale = dataFreshness(types, 'STORES', '2026-11-28');
    expect(stale).toEqual({ stale: { until: '2026-10-31', daysAgo: 28 }, typeBehind: null });
    expect(stale.stale && staleText(stale.stale, shortDay)).toBe(
      'Data until 31 Oct 2026 — 28 days ago',
    );
    expect(dataFreshness(types, 'STORES', '2026-11-02').stale).toBeNull();
    expect(dataFreshness(types, 'STORES', '2026-11-03').stale).toMatchObject({ daysAgo: 3 });
  });

  it('says since when a type has had no sales, where that is well before the data’s last day', () => {
    const event = dataFreshness(types, 'EVENT', '2026-11-01');
    expect(event).toEqual({ stale: null, typeBehind: { type: 'EVENT', since: '2026-06-09' } });
    expect(event.typeBehind && typeBehindText(event.typeBehind, shortDay)).toBe(
      'no EVENT sales since 9 Jun 2026',
    );
    // A day behind is no news; a type that never sold says 'no sales yet' by its stamp already.
    expect(dataFreshness(types, 'ONLINE', '2026-11-01').typeBehind).toBeNull();
    expect(dataFreshness(types, 'KIOSK', '2026-11-01').typeBehind).toBeNull();
  });
});
