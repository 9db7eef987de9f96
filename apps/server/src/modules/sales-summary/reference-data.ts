/**
 * The small dimension tables every sales call consults (companies, types with their last
 * sales date, groups), kept in memory for a few seconds: they change only when data is loaded
 * or master data is edited, and loaders call `invalidate`. A replica that did not do the
 * change sees it within the time to live.
 */
import type { Database } from '../../db/database';
import { findCompanies, findGroups, findTypes } from './dimensions.repository';

export interface Company {
  code: string;
  id: number;
  name: string;
  excludedByDefault: boolean;
}

export interface ReferenceData {
  companies: Company[];
  types: { code: string; name: string; lastSalesDate: string | null }[];
  groups: { code: string; name: string }[];
}

export const REFERENCE_DATA_TTL_MS = 10_000;

export class ReferenceDataCache {
  #cached: { data: Promise<ReferenceData>; loadedAt: number } | undefined;

  constructor(
    private readonly database: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  get(): Promise<ReferenceData> {
    const now = this.clock();
    if (!this.#cached || now - this.#cached.loadedAt > REFERENCE_DATA_TTL_MS) {
      const data = this.#load();
      this.#cached = { data, loadedAt: now };
      data.catch(() => {
        this.#cached = undefined;
      });
    }
    return this.#cached.data;
  }

  invalidate(): void {
    this.#cached = undefined;
  }

  async #load(): Promise<ReferenceData> {
    const [companies, types, groups] = await Promise.all([
      findCompanies(this.database),
      findTypes(this.database),
      findGroups(this.database),
    ]);
    return {
      companies,
      types: types.map((type) => ({
        code: type.code,
        name: type.name,
        lastSalesDate: type.last_sales_date,
      })),
      groups,
    };
  }
}

export function lastSalesDateOf(reference: ReferenceData, type: string): string | null {
  return reference.types.find((candidate) => candidate.code === type)?.lastSalesDate ?? null;
}
