/**
 * The code lists an administrator keeps on System screens (issue 15): companies, product
 * categories, outlet types and outlet groups. Each is a code, a name and an active flag;
 * companies also carry their numeric id and whether they are left out of sales by default.
 * The spec's default type and groups (STORES; O, SF, OF, F) may be renamed but are kept: the
 * sales filter starts from them. A reserved word of the filter (TOTAL, TOTALKCG) is never a code.
 */
import { z } from 'zod';
import { DEFAULT_FILTER, OUTLET_GROUPS } from './dimensions';
import { successEnvelope } from './envelope';
import { codeField, requiredText } from './master-data';
import { pagedResponseSchema } from './paging';
import { TOTAL_COMPANY } from './sales/filters';

export const CODE_LIST_KINDS = [
  'company',
  'product-category',
  'outlet-type',
  'outlet-group',
] as const;
export type CodeListKind = (typeof CODE_LIST_KINDS)[number];

export interface CodeListDefinition {
  /** The path under /api, and the screen's under system/. */
  path: CodeListKind;
  /** 'Companies': the screen's title. */
  title: string;
  /** 'company', in 'New company'. */
  one: string;
  many: string;
  codeLabel: string;
  nameLabel: string;
  /** Codes the filter uses for something else, with why they are refused. */
  reserved: Readonly<Record<string, string>>;
  /** Codes the sales filter starts from: renamed, never deleted nor deactivated. */
  kept: readonly string[];
}

export const CODE_LISTS: Readonly<Record<CodeListKind, CodeListDefinition>> = {
  company: {
    path: 'company',
    title: 'Companies',
    one: 'company',
    many: 'companies',
    codeLabel: 'Company Code',
    nameLabel: 'Company Name',
    reserved: { [TOTAL_COMPANY]: `${TOTAL_COMPANY} is reserved: it means every company` },
    kept: [],
  },
  'product-category': {
    path: 'product-category',
    title: 'Product Categories',
    one: 'product category',
    many: 'product categories',
    codeLabel: 'Category Code',
    nameLabel: 'Category Name',
    reserved: {},
    kept: [],
  },
  'outlet-type': {
    path: 'outlet-type',
    title: 'Outlet Types',
    one: 'outlet type',
    many: 'outlet types',
    codeLabel: 'Type Code',
    nameLabel: 'Type Name',
    reserved: {},
    kept: [DEFAULT_FILTER.type],
  },
  'outlet-group': {
    path: 'outlet-group',
    title: 'Outlet Groups',
    one: 'outlet group',
    many: 'outlet groups',
    codeLabel: 'Group Code',
    nameLabel: 'Group Name',
    reserved: { TOTALKCG: 'TOTALKCG is reserved: it means every group' },
    kept: OUTLET_GROUPS.map((group) => group.code),
  },
};

export const CODE_LIST_MESSAGES = {
  companyIdPattern: 'Company Id must be a whole number from 1 to 99999',
  /** How a refused delete of a code in use ends; the screen then offers to deactivate it. */
  deactivateInstead: 'Deactivate it instead.',
} as const;

const requiredMessage = (label: string) => `${label} is required`;

/** One entry of a code list as every list answers it. */
export const codeListEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** One of the filter's defaults: may be renamed, not deleted or deactivated. */
  kept: z.boolean(),
});
export type CodeListEntry = z.infer<typeof codeListEntrySchema>;

export const companyEntrySchema = codeListEntrySchema.extend({
  id: z.number().int(),
  excludedByDefault: z.boolean(),
});
export type CompanyEntry = z.infer<typeof companyEntrySchema>;

function codeOf(definition: CodeListDefinition) {
  return codeField(requiredMessage(definition.codeLabel)).superRefine((code, context) => {
    const reserved = definition.reserved[code];
    if (reserved) context.addIssue({ code: 'custom', message: reserved });
  });
}

const nameOf = (definition: CodeListDefinition) =>
  requiredText(requiredMessage(definition.nameLabel), 100);

const companyId = z
  .number({ message: CODE_LIST_MESSAGES.companyIdPattern })
  .int(CODE_LIST_MESSAGES.companyIdPattern)
  .min(1, CODE_LIST_MESSAGES.companyIdPattern)
  .max(99_999, CODE_LIST_MESSAGES.companyIdPattern);

/** The body of `PUT /api/<list>/:code`: everything but the code, which never changes. */
function updateSchemaOf(definition: CodeListDefinition) {
  return z.strictObject({ name: nameOf(definition), active: z.boolean().default(true) });
}

/** The body of `POST /api/<list>/create`. Unknown fields are refused (no mass assignment). */
function createSchemaOf(definition: CodeListDefinition) {
  return updateSchemaOf(definition).extend({ code: codeOf(definition) });
}

export const codeListUpdateSchemas = {
  'product-category': updateSchemaOf(CODE_LISTS['product-category']),
  'outlet-type': updateSchemaOf(CODE_LISTS['outlet-type']),
  'outlet-group': updateSchemaOf(CODE_LISTS['outlet-group']),
  company: updateSchemaOf(CODE_LISTS.company).extend({
    excludedByDefault: z.boolean().default(false),
  }),
};

export const codeListCreateSchemas = {
  'product-category': createSchemaOf(CODE_LISTS['product-category']),
  'outlet-type': createSchemaOf(CODE_LISTS['outlet-type']),
  'outlet-group': createSchemaOf(CODE_LISTS['outlet-group']),
  /** Without an id, the company gets the next free one. */
  company: codeListUpdateSchemas.company.extend({
    code: codeOf(CODE_LISTS.company),
    id: companyId.nullable().default(null),
  }),
};

export type CodeListCreate = z.infer<(typeof codeListCreateSchemas)['outlet-type']>;
export type CodeListUpdate = z.infer<(typeof codeListUpdateSchemas)['outlet-type']>;
export type CompanyCreate = z.infer<typeof codeListCreateSchemas.company>;
export type CompanyUpdate = z.infer<typeof codeListUpdateSchemas.company>;

export const codeListEntryResponseSchema = successEnvelope(codeListEntrySchema);
export const codeListResponseSchema = pagedResponseSchema(codeListEntrySchema);
export const companyEntryResponseSchema = successEnvelope(companyEntrySchema);
export const companyListResponseSchema = pagedResponseSchema(companyEntrySchema);
