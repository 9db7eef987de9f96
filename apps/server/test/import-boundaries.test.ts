/**
 * The import boundaries of biome.jsonc, proven on a scratch copy of the repository's layout: the
 * real configuration over a few files, each forbidden import of one kind alone in its file,
 * next to files with the imports each boundary allows. The lint must refuse exactly the
 * forbidden ones, so that a rule that refuses too little fails here and so does one that
 * refuses everything.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTemporaryDirectory } from './temporary-directory';

const REPOSITORY = path.resolve(import.meta.dirname, '../../..');
const BIOME = path.join(REPOSITORY, 'node_modules', '.bin', 'biome');
const RESTRICTED = 'lint/style/noRestrictedImports';
const CYCLE = 'lint/suspicious/noImportCycles';

/** One forbidden import of each kind, each in a file of its own: file → the rule that refuses it. */
const FORBIDDEN: Record<string, { rule: string; source: string }> = {
  'a web feature imports another feature': {
    rule: RESTRICTED,
    source: `apps/web/src/features/alpha/components/alpha-panel.tsx
import { BetaPage } from '../../beta/beta-page';
export const AlphaPanel = BetaPage;`,
  },
  'a web feature imports app/': {
    rule: RESTRICTED,
    source: `apps/web/src/features/alpha/alpha-page.tsx
import { routes } from '../../app/routes';
export const alphaRoutes = routes;`,
  },
  "a server module imports another module's inner file": {
    rule: RESTRICTED,
    source: `apps/server/src/modules/alpha/alpha.service.ts
import { findBeta } from '../beta/beta.repository';
export const findAlpha = findBeta;`,
  },
  'core/ imports a module': {
    rule: RESTRICTED,
    source: `apps/server/src/core/caller.ts
import { AlphaService } from '../modules/alpha';
export const callerService = AlphaService;`,
  },
  'a migration imports seed data': {
    rule: RESTRICTED,
    source: `apps/server/src/db/migrations/0001-first.ts
import { DEMO_USERS } from '../../seed/demo-users';
export const firstUsers = DEMO_USERS;`,
  },
  'two files import each other': {
    rule: CYCLE,
    source: `apps/server/src/lib/cycle-a.ts
import { b } from './cycle-b';
export const a = () => b;`,
  },
  'e2e imports a server file': {
    rule: RESTRICTED,
    source: `e2e/support/portal.ts
import { buildApp } from '@outlet-pulse/server/src/app';
export const build = buildApp;`,
  },
};

/** The other side of the cycle above: refused too, as the cycle runs through it. */
const CYCLE_PARTNER = `apps/server/src/lib/cycle-b.ts
import { a } from './cycle-a';
export const b = () => a;`;

/** Imports each boundary allows, from the same folders. */
const ALLOWED: string[] = [
  `apps/web/src/features/alpha/components/alpha-chart.tsx
import { SALES_MESSAGES } from '@outlet-pulse/contracts';
import { useState } from 'react';
import { WidgetCard } from '../../../components/widget-card';
import { formatRupiah } from '../../../lib/format';
import { alphaQuery } from '../api/alpha-query';
import { AlphaLegend } from './alpha-legend';
export const parts = [SALES_MESSAGES, useState, WidgetCard, formatRupiah, alphaQuery, AlphaLegend];`,
  `apps/web/src/features/alpha/alpha-route.tsx
import { session } from '../../lib/session';
import { AlphaChart } from './components/alpha-chart';
export const parts = [session, AlphaChart];`,
  `apps/server/src/modules/alpha/alpha.routes.ts
import { notFound } from '../../core/errors';
import type { Database } from '../../db/database';
import { buildApp } from '../../app';
import { createTestUser } from '../../../test/factories';
import { BetaService } from '../beta';
import { AlphaPresenter } from './alpha.presenter';
import { readRows } from './rows/read-rows';
export type AlphaDatabase = Database;
export const parts = [notFound, buildApp, createTestUser, BetaService, AlphaPresenter, readRows];`,
  `apps/server/src/modules/alpha/rows/read-rows.ts
import { ok } from '../../../lib/envelope';
import { BetaService } from '../../beta';
import { AlphaPresenter } from '../alpha.presenter';
export const readRows = [ok, BetaService, AlphaPresenter];`,
  `apps/server/src/core/paging.ts
import { z } from 'zod';
import type { Database } from '../db/database';
import { ok } from '../lib/envelope';
import { recordAudit } from './audit/audit-log';
export type PagingDatabase = Database;
export const parts = [z, ok, recordAudit];`,
  `apps/server/src/db/migrations/0002-second.ts
import { sql } from 'kysely';
import { migration } from '../migration-sql';
import type { Migration } from './migration';
export const second: Migration = migration(2, 'second', [sql\`SELECT 1\`]);`,
  // A chain, and a cycle through a type-only import, which the compiler removes.
  `apps/server/src/lib/chain-a.ts
import { b } from './chain-b';
export interface A { b: typeof b }
export const a = () => b;`,
  `apps/server/src/lib/chain-b.ts
import type { A } from './chain-a';
export const b = (value: A | null) => value;`,
  `e2e/support/server.ts
import { buildApp } from '@outlet-pulse/server/testing';
import { expect } from 'vitest';
export const parts = [buildApp, expect];`,
  `bench/bench-app.ts
import type * as Server from '@outlet-pulse/server/testing';
export type Build = typeof Server.buildApp;`,
];

interface Refusal {
  rule: string;
  file: string;
  line: number;
}

/** Runs the linter over the folder; answers its boundary refusals (GitHub reporter lines). */
function lint(directory: string): Promise<Refusal[]> {
  return new Promise((resolve, reject) => {
    execFile(
      BIOME,
      ['lint', '--vcs-enabled=false', '--reporter=github', '--max-diagnostics=none', '.'],
      { cwd: directory },
      (error, stdout, stderr) => {
        // Exit 1 means diagnostics were found; anything else is the linter failing.
        if (error && error.code !== 1) return reject(new Error(`${error.message}\n${stderr}`));
        const refusals = [...stdout.matchAll(/^::error title=([^,]+),file=([^,]+),line=(\d+)/gm)]
          .map(([, rule = '', file = '', line = '']) => ({
            rule,
            file: path.relative(directory, file),
            line: Number(line),
          }))
          .filter(({ rule }) => rule === RESTRICTED || rule === CYCLE);
        resolve(refusals);
      },
    );
  });
}

async function writeSource(directory: string, source: string) {
  const [file = '', ...lines] = source.split('\n');
  await mkdir(path.join(directory, path.dirname(file)), { recursive: true });
  await writeFile(path.join(directory, file), `${lines.join('\n')}\n`);
}

const fileOf = (source: string) => source.split('\n', 1)[0];

describe('the import boundaries (biome.jsonc)', () => {
  const directory = useTemporaryDirectory('outlet-pulse-boundaries-');
  let refusals: Refusal[];

  beforeAll(async () => {
    await copyFile(path.join(REPOSITORY, 'biome.jsonc'), path.join(directory(), 'biome.jsonc'));
    const sources = [...Object.values(FORBIDDEN).map(({ source }) => source), CYCLE_PARTNER];
    for (const source of [...sources, ...ALLOWED]) await writeSource(directory(), source);
    refusals = await lint(directory());
  });

  it.each(Object.entries(FORBIDDEN))('refuses the import when %s', (_, { rule, source }) => {
    expect(refusals).toContainEqual({ rule, file: fileOf(source), line: 1 });
  });

  it('refuses the other side of the cycle too', () => {
    expect(refusals).toContainEqual({ rule: CYCLE, file: fileOf(CYCLE_PARTNER), line: 1 });
  });

  it('accepts the imports each boundary allows', () => {
    const allowedFiles = new Set(ALLOWED.map(fileOf));
    expect(refusals.filter(({ file }) => allowedFiles.has(file))).toEqual([]);
    expect(refusals).toHaveLength(Object.keys(FORBIDDEN).length + 1);
  });
});
