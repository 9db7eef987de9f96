/** Configuration and secret of apps built by tests. */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../src/app';

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    logLevel: 'silent',
    webDistDir: '/nonexistent',
    cookieSecure: false,
    publicBaseUrl: 'https://pulse.test',
    photoUrlTemplate: 'https://files.test/photos/{employeeID}.jpg',
    helpUrl: 'https://help.test',
    companyCredit: '© Test Group',
    reportUrls: { hrSummary: 'https://reports.test/hr', defect: undefined },
    timeZone: 'Asia/Jakarta',
    answerCacheMb: 64,
    smtp: undefined,
    importMaxMb: 100,
    importWorkDir: path.join(tmpdir(), `outlet-pulse-imports-${randomBytes(6).toString('hex')}`),
    ...overrides,
  };
}
