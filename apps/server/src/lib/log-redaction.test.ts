import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('the request log', () => {
  it('keeps the secrets of page and call addresses out', () => {
    expect(redactUrl('/setup/abcDEF_123-x')).toBe('/setup/[redacted]');
    expect(redactUrl('/auto-in?token=eyJ.abc&menu=sales-summary')).toBe(
      '/auto-in?token=[redacted]&menu=sales-summary',
    );
    expect(redactUrl('/report-email/9f8e7d?x=1')).toBe('/report-email/[redacted]?x=1');
    expect(redactUrl('/api/checklist_report/reportemail?id=9f8e7d')).toBe(
      '/api/checklist_report/reportemail?id=[redacted]',
    );
    expect(redactUrl('/api/checklist_report/photo/P1?lang=en&id=9f8e7d')).toBe(
      '/api/checklist_report/photo/P1?lang=en&id=[redacted]',
    );
    expect(redactUrl('/beta-sales-summary/KCG01/12/10215/eyJhbGci.x.y')).toBe(
      '/beta-sales-summary/[redacted]',
    );
  });

  it('leaves addresses without secrets as they are', () => {
    for (const url of ['/api/setup/check', '/api/branch/?id=3', '/portal/sales/sales-summary']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
