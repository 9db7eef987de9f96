import { describe, expect, it } from 'vitest';
import { redactLogLine } from './log-redaction';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJlbXAiOiIxMDIxNSJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const LINK_ID = 'MjTw6cwFLathrOtysseGJE4xer62zwKyZEFWp_XDatM';

/** A request line as Fastify writes it. */
const requestLine = (url: string) =>
  `{"level":30,"reqId":"req-1","req":{"method":"GET","url":"${url}"},"msg":"incoming request"}`;

describe('a log line', () => {
  it.each([
    ['the set-up page', `/setup/${LINK_ID}`, '/setup/[redacted]'],
    ['a set-up call with the token in its path', `/api/setup/${LINK_ID}`, '/api/setup/[redacted]'],
    [
      'the auto sign-in page',
      `/auto-in?token=${JWT}&menu=sales-summary`,
      '/auto-in?token=[redacted]&menu=sales-summary',
    ],
    ['a report link page', `/report-email/${LINK_ID}?x=1`, '/report-email/[redacted]?x=1'],
    [
      'a report call',
      `/api/checklist_report/reportemail?id=${LINK_ID}`,
      '/api/checklist_report/reportemail?id=[redacted]',
    ],
    [
      'a report photo',
      `/api/checklist_report/photo/P000001IDN6817A?lang=en&id=${LINK_ID}`,
      '/api/checklist_report/photo/[redacted]?lang=en&id=[redacted]',
    ],
    [
      'a report call with the id in its path',
      `/api/checklist_report/reportemail/${LINK_ID}`,
      '/api/checklist_report/reportemail/[redacted]',
    ],
    ['a shared link page', `/beta-sales-summary/${LINK_ID}`, '/beta-sales-summary/[redacted]'],
    [
      'a shared link page of the earlier signed form',
      `/beta-sales-summary/KCG01/12/10215/Budi%20Santoso?token=${JWT}&year=2026`,
      '/beta-sales-summary/[redacted]?token=[redacted]&year=2026',
    ],
  ])('keeps the secret of %s out', (_name, url, redacted) => {
    expect(redactLogLine(requestLine(url))).toBe(requestLine(redacted));
  });

  it('keeps secrets out of messages that repeat an address or a token', () => {
    expect(redactLogLine(`{"msg":"Route DELETE:/report-email/${LINK_ID} not found"}`)).toBe(
      '{"msg":"Route DELETE:/report-email/[redacted] not found"}',
    );
    expect(redactLogLine(`{"msg":"open https://pulse.test/setup/${LINK_ID} to begin"}`)).toBe(
      '{"msg":"open https://pulse.test/setup/[redacted] to begin"}',
    );
    expect(redactLogLine(`{"err":{"message":"bad header x-portal-link: ${JWT}"}}`)).toBe(
      '{"err":{"message":"bad header x-portal-link: [redacted]"}}',
    );
  });

  it('leaves addresses and stack traces without secrets as they are', () => {
    for (const line of [
      requestLine('/api/setup/check'),
      requestLine('/api/setup/status'),
      requestLine('/api/setup'),
      requestLine('/api/branch/?id=3'),
      requestLine('/portal/sales/sales-summary'),
      requestLine('/api/checklist_report/documents?page=2'),
      '{"err":{"stack":"Error: x\\n    at admit (/srv/pulse/apps/server/src/modules/setup/first-run-setup.ts:60:13)"}}',
    ]) {
      expect(redactLogLine(line)).toBe(line);
    }
  });
});
