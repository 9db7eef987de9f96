/** What the database knows, for the references a file makes (imports.repository.ts reads it). */
export interface ImportContext {
  outletIds: ReadonlySet<string>;
  companies: ReadonlySet<string>;
  /** Each company's numeric id, by code: an existing company keeps it. */
  companyIds: ReadonlyMap<string, number>;
  types: ReadonlySet<string>;
  groups: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  /** Closed months, 'YYYY-MM': the sales kinds may not load into them. */
  closedPeriods: ReadonlySet<string>;
}
