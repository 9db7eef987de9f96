import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyApp, startEmptyApp } from '../../test/demo-app';
import { useTemporaryDirectory } from '../../test/temporary-directory';

/** The project's own type checker (the root's TypeScript), run on the generated client. */
const TSC = path.resolve(import.meta.dirname, '../../../../node_modules/typescript/bin/tsc');

/** Every `$ref` in the document, with where it stands (a JSON pointer). */
function referencesIn(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => referencesIn(item, `${at}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string'
      ? [{ at, ref: child }]
      : referencesIn(child, `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
  );
}

/** What a local reference (`#/components/schemas/X`) points at in the document, if anything. */
function resolveLocal(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let target: unknown = document;
  for (const token of ref.slice(2).split('/')) {
    const key = decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
    if (target === null || typeof target !== 'object' || !Object.hasOwn(target, key)) {
      return undefined;
    }
    target = (target as Record<string, unknown>)[key];
  }
  return target;
}

/**
 * A client written against the generated types: the menu answer nests menu items in menu items,
 * and a child that is not a whole menu item is refused (the expect-error fails the check if
 * the recursive type were lost to `unknown`).
 */
const CLIENT_CODE = `import type { components, paths } from './api';

type MenuAnswer = paths['/api/menu']['post']['responses'][200]['content']['application/json'];
type SignIn = paths['/api/auth']['post']['requestBody'];
type ChartQuery = paths['/api/portal/salessummary/chartsalessummary']['get']['parameters']['query'];

const leaf: components['schemas']['MenuItem'] = {
  id: 'M500_300_200', label: 'Sales summary', route: 'salessummary', iconClasses: '', children: [],
};
export const answer: MenuAnswer = {
  status: 200,
  data: [{ id: 'M500', label: 'Portal', route: '', iconClasses: '', children: [leaf] }],
};
export const wrongChild: MenuAnswer = {
  status: 200,
  // @ts-expect-error a child must be a whole menu item
  data: [{ id: 'M500', label: 'Portal', route: '', iconClasses: '', children: [{ id: 'M1' }] }],
};
export type Used = [SignIn, ChartQuery];
`;

describe('the OpenAPI document at /api/docs/json', () => {
  const workDirectory = useTemporaryDirectory('outlet-pulse-openapi-');
  let empty: EmptyApp;
  /** The document as served, read by each outside tool as it would read it from the wire. */
  let served: string;
  let document: Record<string, unknown>;
  beforeAll(async () => {
    empty = await startEmptyApp('duckdb');
    const response = await empty.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    served = response.body;
    document = JSON.parse(served);
  });
  afterAll(async () => empty.dispose());

  it('is valid for an independent OpenAPI validator, and every $ref resolves', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    const unresolved = referencesIn(document).filter(
      ({ ref }) => resolveLocal(document, ref) === undefined,
    );
    expect(unresolved).toEqual([]);
    // The recursive menu item is a named component that refers to itself.
    expect(resolveLocal(document, '#/components/schemas/MenuItem')).toMatchObject({
      properties: { children: { items: { $ref: '#/components/schemas/MenuItem' } } },
    });
  });

  it('generates a typed client with openapi-typescript that type-checks', async () => {
    const types = astToString(await openapiTS(served));
    for (const known of ['/api/auth', '/api/portal/salessummary/chartsalessummary', '/api/menu']) {
      expect(types).toContain(`"${known}": {`);
    }
    expect(types).toContain('children: components["schemas"]["MenuItem"][];');

    const directory = workDirectory();
    await writeFile(path.join(directory, 'api.ts'), types);
    await writeFile(path.join(directory, 'client.ts'), CLIENT_CODE);
    const compilerOptions = {
      strict: true,
      noEmit: true,
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      types: [],
    };
    await writeFile(
      path.join(directory, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: ['api.ts', 'client.ts'] }),
    );
    const check = await promisify(execFile)(process.execPath, [TSC, '-p', directory]).then(
      ({ stdout }) => ({ failed: false, output: stdout }),
      (error: { stdout?: string; message: string }) => ({
        failed: true,
        output: error.stdout || error.message,
      }),
    );
    expect(check.output).toBe('');
    expect(check.failed).toBe(false);
  });
});
