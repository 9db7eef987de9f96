/**
 * Factories for the tests of the import file layer: the demo group as an import context, and
 * scratch files.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OUTLET_GROUPS, OUTLET_TYPES, PRODUCT_CATEGORIES } from '@outlet-pulse/contracts';
import { BRANDS } from '../../../seed/demo-data/catalog';
import { DEFAULT_DEMO_SCALE } from '../../../seed/demo-data/generate-demo';
import { outletsPerBrand } from '../../../seed/demo-data/plan-outlets';
import type { ImportContext } from './import-context';

/** The outlet ids of the demo data set at its default scale (they do not depend on the seed). */
export function demoOutletIds(outlets: number = DEFAULT_DEMO_SCALE.outlets): string[] {
  const counts = outletsPerBrand(outlets);
  return BRANDS.flatMap((brand, index) =>
    Array.from(
      { length: counts[index] ?? 0 },
      (_, sequence) => `${brand.code}-${String(sequence + 1).padStart(4, '0')}`,
    ),
  );
}

/** What the demo database knows, with `overrides`. */
export function buildImportContext(overrides: Partial<ImportContext> = {}): ImportContext {
  return {
    outletIds: new Set(demoOutletIds()),
    companies: new Set(BRANDS.map((brand) => brand.code)),
    companyIds: new Map(BRANDS.map((brand) => [brand.code, brand.id])),
    types: new Set(OUTLET_TYPES.map((type) => type.code)),
    groups: new Set(OUTLET_GROUPS.map((group) => group.code)),
    categories: new Set(PRODUCT_CATEGORIES.map((category) => category.code)),
    // The demo's outlets' places do not matter while every code is active.
    outletPlaces: new Map(),
    inactive: { company: new Set(), type: new Set(), group: new Set() },
    closedPeriods: new Set(),
    ...overrides,
  };
}

export interface ScratchFolder {
  path: string;
  file(name: string, content?: string | Uint8Array): Promise<string>;
  remove(): Promise<void>;
}

/** A temporary folder; `file` writes into it and returns the path. */
export async function scratchFolder(): Promise<ScratchFolder> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-import-'));
  return {
    path: folder,
    async file(name, content) {
      const filePath = path.join(folder, name);
      if (content !== undefined) await writeFile(filePath, content);
      return filePath;
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
