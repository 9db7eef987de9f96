/** Codes of the sales dimensions (DOMAIN.md, spec 001 §3.2 and §9). */

export const OUTLET_TYPES = [
  { code: 'STORES', name: 'STORES' },
  { code: 'ONLINE', name: 'ONLINE' },
  { code: 'EVENT', name: 'EVENT' },
] as const;
export type OutletTypeCode = (typeof OUTLET_TYPES)[number]['code'];

export const OUTLET_GROUPS = [
  { code: 'O', name: 'STORE' },
  { code: 'SF', name: 'SUBFRANCHISE' },
  { code: 'OF', name: 'OFFICE' },
  { code: 'F', name: 'FRANCHISE' },
] as const;
export type OutletGroupCode = (typeof OUTLET_GROUPS)[number]['code'];

/** The group choice that stands for every group at once; it is not an outlet's own group. */
export const ALL_GROUPS_CHOICE = { code: 'TOTALKCG', name: 'TOTAL KCG' } as const;

export const PRODUCT_CATEGORIES = [
  { code: 'TOPS', name: 'TOPS' },
  { code: 'BOTTOMS', name: 'BOTTOMS' },
  { code: 'OUTERWEAR', name: 'OUTERWEAR' },
  { code: 'FOOTWEAR', name: 'FOOTWEAR' },
  { code: 'BAGS', name: 'BAGS' },
  { code: 'ACCESSORIES', name: 'ACCESSORIES' },
] as const;
export type ProductCategoryCode = (typeof PRODUCT_CATEGORIES)[number]['code'];

export const DEFAULT_FILTER = {
  company: 'TOTAL',
  type: 'STORES',
  group: 'O',
  outlet: 'All',
} as const;

/** Employee status and level codes (spec 001 §3.2). */
export const EMPLOYEE_STATUS: Record<string, string> = {
  P: 'Permanent',
  B: 'Probation',
  C: 'Contract',
  T: 'Contract-Training',
  M: 'Contract-Magang',
  I: 'Ikatan Dinas',
  O: 'Outsource',
};

export const EMPLOYEE_LEVEL: Record<string, string> = { S: 'Senior', M: 'Middle', J: 'Junior' };
