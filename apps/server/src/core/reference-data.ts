/**
 * The small dimension tables every sales call consults (companies, types with their last
 * sales date, groups) and the data's last loaded day (`datelast`), kept in memory while the
 * `sales` change counter stays the same: they change only when data is loaded or master data
 * is edited, and both bump it.
 */
import type { ChangeVersions } from '../db/change-versions';
import type { Database } from '../db/database';
import { findCompanies, findGroups, findTypes } from './reference-data.repository';

export interface Company {
  code: string;
  id: number;
  name: string;
  excludedByDefault: boolean;
}

export interface ReferenceData {
  companies: Company[];
  /**
   * `lastSalesDate` is the type's own last sale (its option's `dataLastUpdate`): it says since
   * when a type has not sold, and moves no period.
   */
  types: { code: string; name: string; lastSalesDate: string | null }[];
  groups: { code: string; name: string }[];
  /**
   * `datelast`: the last day the daily sales are loaded for, the latest of any type's last
   * sale; one day for every type, company and caller, which every period runs to (DOMAIN.md).
   */
  lastSalesDate: string | null;
}

export class ReferenceDataCache {
  #cached: { data: Promise<ReferenceData>; version: number } | undefined;

  constructor(
    private readonly database: Database,
    private readonly changes: ChangeVersions,
  ) {}

  async get(): Promise<ReferenceData> {
    const { sales: version } = await this.changes.current();
    if (this.#cached?.version !== version) {
      const data = this.#load();
      this.#cached = { data, version };
      data.catch(() => {
        if (this.#cached?.data === data) this.#cached = undefined;
      });
    }
    return this.#cached.data;
  }

  async #load(): Promise<ReferenceData> {
    const [companies, types, groups] = await Promise.all([
      findCompanies(this.database.kysely),
      findTypes(this.database.kysely),
      findGroups(this.database.kysely),
    ]);
    let lastSalesDate: string | null = null;
    for (const type of types) {
      const last = type.last_sales_date;
      if (last !== null && (lastSalesDate === null || last > lastSalesDate)) lastSalesDate = last;
    }
    return {
      companies,
      types: types.map((type) => ({
        code: type.code,
        name: type.name,
        lastSalesDate: type.last_sales_date,
      })),
      groups,
      lastSalesDate,
    };
  }
}
