import { IMPORT_MESSAGES, type ImportKind } from '@outlet-pulse/contracts';

/** Where an outlet of the database is: its company, type and group. */
export interface OutletPlace {
  company: string;
  type: string;
  group: string;
}

/** What the database knows, for the references a file makes (check-context.repository.ts reads it). */
export interface ImportContext {
  outletIds: ReadonlySet<string>;
  /** The outlets of the database by id: a row may keep an inactive code its outlet already has. */
  outletPlaces: ReadonlyMap<string, OutletPlace>;
  companies: ReadonlySet<string>;
  /** Each company's numeric id, by code: an existing company keeps it. */
  companyIds: ReadonlyMap<string, number>;
  types: ReadonlySet<string>;
  groups: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  /**
   * Codes no longer offered: no new outlet may take one, nor an outlet move to one (the Branch
   * screen's rule); history keeps naming them.
   */
  inactive: Readonly<Record<keyof OutletPlace, ReadonlySet<string>>>;
  /** Closed months, 'YYYY-MM': the sales kinds may not load into them. */
  closedPeriods: ReadonlySet<string>;
}

/** The field of the context a kind's file adds codes to; employees are named by no other file. */
const DEFINED_IN = {
  outlets: 'outletIds',
  companies: 'companies',
  categories: 'categories',
  'outlet-types': 'types',
  'outlet-groups': 'groups',
} as const satisfies Partial<Record<ImportKind, keyof ImportContext>>;

/** The field of `inactive` a master-list file of `kind` sets the activity of. */
const ACTIVITY_IN = {
  companies: 'company',
  'outlet-types': 'type',
  'outlet-groups': 'group',
} as const satisfies Partial<Record<ImportKind, keyof OutletPlace>>;

/** Whether a file of `kind` says which codes are active (the ones an outlet is placed by). */
export function setsCodeActivity(kind: ImportKind): boolean {
  return kind in ACTIVITY_IN;
}

/**
 * The context with the activity a bundle's master-list file gives its codes: an outlets file
 * after it is checked against the codes as the bundle leaves them.
 */
export function withCodeActivity(
  context: ImportContext,
  kind: ImportKind,
  codes: { active: readonly string[]; inactive: readonly string[] },
): ImportContext {
  if (!setsCodeActivity(kind)) return context;
  const field = ACTIVITY_IN[kind as keyof typeof ACTIVITY_IN];
  const reactivated = new Set(codes.active);
  const inactive = new Set(
    [...context.inactive[field], ...codes.inactive].filter((code) => !reactivated.has(code)),
  );
  return { ...context, inactive: { ...context.inactive, [field]: inactive } };
}

/**
 * Why a row of an outlets file may not give outlet `outletId` the code `code` as its `field`:
 * the code is inactive and the outlet is new or does not have it yet. Null when it may.
 */
export function inactivePlacement(
  context: ImportContext,
  outletId: string,
  field: keyof OutletPlace,
  code: string,
): string | null {
  if (!context.inactive[field].has(code)) return null;
  if (context.outletPlaces.get(outletId)?.[field] === code) return null;
  return IMPORT_MESSAGES.inactiveCode(INACTIVE_LABEL[field], code);
}

const INACTIVE_LABEL = { company: 'Company', type: 'Type', group: 'Group' } as const;

/**
 * The context with the codes a file of `kind` defines counted as known: how a bundle's later
 * files are checked against its master-list and outlets files (their ids stay the database's).
 */
export function withDefinedCodes(
  context: ImportContext,
  kind: ImportKind,
  codes: readonly string[],
): ImportContext {
  if (!(kind in DEFINED_IN) || codes.length === 0) return context;
  const field = DEFINED_IN[kind as keyof typeof DEFINED_IN];
  return { ...context, [field]: new Set([...context[field], ...codes]) };
}
