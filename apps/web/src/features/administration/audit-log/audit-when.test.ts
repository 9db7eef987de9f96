import { formatDateTime } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { auditWhen } from './audit-when';

describe('when an entry happened', () => {
  it('reads in the viewer’s time zone', () => {
    const instant = '2026-03-04T05:06:07.000Z';
    expect(auditWhen(instant)).toBe(formatDateTime(new Date(instant)));
  });

  it('shows a value that is no time unchanged', () => {
    expect(auditWhen('yesterday')).toBe('yesterday');
  });
});
