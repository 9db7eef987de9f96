/**
 * Where each code list of the System screens lives (contracts' CODE_LISTS says how it reads)
 * and what refers to its codes: a code something refers to is deactivated, not deleted.
 *
 * Inactive codes (the rule, also in docs/features.md's System list): an inactive company, type,
 * group or category stays everywhere history shows it — sales views and the sales filter's
 * options are unchanged, since hiding a code there would hide sales that TOTAL still counts —
 * but a new branch may not take it, nor may a branch be moved to it (branches.service.ts).
 */
import type { CodeListKind } from '@outlet-pulse/contracts';
import type { DatabaseSchema } from '../../db/schema';

export type CodeListTable = 'companies' | 'outlet_types' | 'outlet_groups' | 'product_categories';

/** What refers to a code: its name for a person, the table and its column. */
export interface CodeReference {
  label: string;
  table: keyof DatabaseSchema;
  column: string;
}

export interface CodeListStore {
  table: CodeListTable;
  references: readonly CodeReference[];
}

export const CODE_LIST_STORES: Readonly<Record<CodeListKind, CodeListStore>> = {
  company: {
    table: 'companies',
    references: [
      { label: 'outlets', table: 'outlets', column: 'company_code' },
      { label: 'user grants', table: 'user_companies', column: 'company_code' },
      { label: 'employees', table: 'employees', column: 'structure_company' },
      { label: 'master entries', table: 'master_entries', column: 'company_code' },
    ],
  },
  'product-category': {
    table: 'product_categories',
    references: [
      { label: 'category sales', table: 'daily_category_sales', column: 'category_code' },
    ],
  },
  'outlet-type': {
    table: 'outlet_types',
    references: [{ label: 'outlets', table: 'outlets', column: 'type_code' }],
  },
  'outlet-group': {
    table: 'outlet_groups',
    references: [{ label: 'outlets', table: 'outlets', column: 'group_code' }],
  },
};
