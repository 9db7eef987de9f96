import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DUCKDB_FILE_NAME, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to port 8080 and a DuckDB file under ./data in demo mode', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.storage).toEqual({
      engine: 'duckdb',
      file: path.resolve('./data', DUCKDB_FILE_NAME),
    });
    expect(config.demoMode).toBe(true);
    expect(config.timeZone).toBe('Asia/Jakarta');
  });

  it('reads sales from DATABASE_READ_URL beside DATABASE_URL, and refuses it on DuckDB', () => {
    const url = 'postgres://pulse@db-primary:5432/pulse';
    const readUrl = 'postgres://pulse@db-standby:5432/pulse';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: readUrl }).storage).toEqual({
      engine: 'postgres',
      url,
      readUrl,
    });
    expect(() => loadConfig({ DATABASE_READ_URL: readUrl })).toThrow(
      /DATABASE_READ_URL: a read replica is a hot standby of PostgreSQL; set DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: 'mysql://x' })).toThrow(
      /DATABASE_READ_URL must start with postgres/,
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set, outside demo mode unless asked', () => {
    const url = 'postgres://app@db.internal:5432/pulse';
    expect(loadConfig({ DATABASE_URL: url }).storage).toEqual({ engine: 'postgres', url });
    expect(loadConfig({ DATABASE_URL: url }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('limits API requests to 600 a minute per user unless RATE_LIMIT_PER_MINUTE says otherwise (0: none)', () => {
    expect(loadConfig({}).rateLimitPerMinute).toBe(600);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('shows the menu entries of modules not built yet unless UNBUILT_MODULES=hide', () => {
    expect(loadConfig({}).unbuiltModules).toBe('show');
    expect(loadConfig({ UNBUILT_MODULES: 'hide' }).unbuiltModules).toBe('hide');
    expect(() => loadConfig({ UNBUILT_MODULES: 'gone' })).toThrow(/UNBUILT_MODULES/);
  });

  it('drains for 5 seconds after SIGTERM unless SHUTDOWN_GRACE_MS says otherwise', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '1.5' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('counts the rate limit in Redis only when REDIS_URL names a redis:// or rediss:// address', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    for (const url of ['redis://127.0.0.1:6379', 'rediss://:secret@cache.internal:6380/2']) {
      expect(loadConfig({ REDIS_URL: url }).redisUrl).toBe(url);
    }
    for (const wrong of ['127.0.0.1:6379', 'http://cache.internal:6379', 'redis://', '']) {
      expect(() => loadConfig({ REDIS_URL: wrong })).toThrow(/REDIS_URL/);
    }
  });

  it('trusts no proxy’s X-Forwarded-For unless TRUST_PROXY names them, or says true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const wrong of ['2', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
    }
  });

  it('serves metrics only when METRICS_TOKEN or METRICS_ALLOW says who may read them', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    const token = 'a-scrape-token-0123456789';
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ token, allow: undefined });
    expect(loadConfig({ METRICS_ALLOW: ' 10.0.0.5, 10.1.0.0/16,loopback ' }).metrics).toEqual({
      token: undefined,
      allow: ['10.0.0.5', '10.1.0.0/16', 'loopback'],
    });
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_ALLOW: '::1' }).metrics).toEqual({
      token,
      allow: ['::1'],
    });
    for (const wrong of ['short', 'sixteen or more but spaced', '']) {
      expect(() => loadConfig({ METRICS_TOKEN: wrong })).toThrow(/METRICS_TOKEN/);
    }
    for (const wrong of ['prometheus.internal', '10.0.0.0/33', '10.0.0.1,', '']) {
      expect(() => loadConfig({ METRICS_ALLOW: wrong })).toThrow(/METRICS_ALLOW/);
    }
  });

  it('has an import inbox only when IMPORT_INBOX_DIR is set', () => {
    expect(loadConfig({}).importInbox).toBeUndefined();
    expect(loadConfig({ IMPORT_INBOX_DIR: 'inbox' }).importInbox).toEqual({
      dir: path.resolve('inbox'),
      username: 'system-import',
      settleMs: 3000,
    });
    expect(
      loadConfig({
        IMPORT_INBOX_DIR: '/srv/inbox',
        IMPORT_INBOX_USER: 'nightly-feed',
        IMPORT_INBOX_SETTLE_SECONDS: '0.5',
      }).importInbox,
    ).toEqual({ dir: '/srv/inbox', username: 'nightly-feed', settleMs: 500 });
    expect(() => loadConfig({ IMPORT_INBOX_SETTLE_SECONDS: 'soon' })).toThrow(
      /IMPORT_INBOX_SETTLE_SECONDS/,
    );
  });

  it('refuses bad values with a message naming each setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
  });
});
