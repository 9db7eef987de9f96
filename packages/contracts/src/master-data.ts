/**
 * Master data (spec 001 §3.4, §3.9, §5 and §7): branches (outlets), regions, sub-branches,
 * period control, and the read-only master lists under `/api/master/…`. The form schemas carry
 * the spec's validation messages; the server validates with them and the web forms show them.
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { FORM_MESSAGES } from './messages';
import { pagedResponseSchema, pageQuerySchema } from './paging';
import { wholeNumber } from './whole-number';

export const MASTER_DATA_MESSAGES = {
  companyRequired: 'Company is required',
  typeRequired: 'Type is required',
  groupRequired: 'Group is required',
  cityRequired: FORM_MESSAGES.cityRequired,
  openDateRequired: 'Open date is required',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  closeBeforeOpen: 'Close date cannot be before the open date',
  idPattern: 'Use only capital letters, digits and dashes (at most 20)',
  idRegionRequired: 'Id Region is required',
  regionNameRequired: 'Region Name is required',
  idSubBranchRequired: 'Id Sub Branch is required',
  subBranchNameRequired: 'Sub Branch Name is required',
  branchRequired: 'Branch is required',
} as const;

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,19}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A required text field: the spec's message when empty, a length cap otherwise. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, `At most ${max} characters`);

export const codeField = (requiredMessage: string) =>
  requiredText(requiredMessage, 20).regex(CODE_PATTERN, MASTER_DATA_MESSAGES.idPattern);

/**
 * The bodies of a record kept by its code: creating it sends the code (`idKey`) and `fields`,
 * changing it sends `fields` alone, as the code is in the path.
 */
function createAndUpdateSchemas<IdKey extends string, Fields extends z.ZodRawShape>(
  idKey: IdKey,
  idRequired: string,
  fields: Fields,
) {
  const id = { [idKey]: codeField(idRequired) } as Record<IdKey, ReturnType<typeof codeField>>;
  return { create: z.strictObject({ ...id, ...fields }), update: z.strictObject(fields) };
}

export const isoDate = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .regex(DATE_PATTERN, { message: MASTER_DATA_MESSAGES.dateInvalid, abort: true })
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && validDay(value),
      MASTER_DATA_MESSAGES.dateInvalid,
    );

function validDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date that may be left out: empty or null reads as none. */
export const optionalIsoDate = () =>
  z
    .union([z.literal(''), z.string().trim().regex(DATE_PATTERN, MASTER_DATA_MESSAGES.dateInvalid)])
    .nullable()
    .default(null)
    .transform((value) => value || null)
    .refine((value) => value === null || validDay(value), MASTER_DATA_MESSAGES.dateInvalid);

export const emailField = z
  .string({ message: FORM_MESSAGES.emailRequired })
  .trim()
  .min(1, { message: FORM_MESSAGES.emailRequired, abort: true })
  .max(200, 'At most 200 characters')
  .email(FORM_MESSAGES.emailPattern);

/* ---------------------------------------------------------------- branches */

export const BRANCH_STATUS = { active: 'ACTIVE', closed: 'CLOSED' } as const;

export const branchSchema = z.object({
  idbranch: z.string(),
  branchName: z.string(),
  description: z.string(),
  email: z.string(),
  company: z.string(),
  companyName: z.string(),
  type: z.string(),
  group: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  openDate: z.string(),
  closeDate: z.string().nullable(),
  /** Switched off by an administrator (a branch with sales is deactivated, not deleted). */
  isActive: z.boolean(),
  /** CLOSED when deactivated or past its close date (spec 001 §3.4). */
  active: z.enum([BRANCH_STATUS.active, BRANCH_STATUS.closed]),
});
export type Branch = z.infer<typeof branchSchema>;

const branchFields = {
  branchName: requiredText(FORM_MESSAGES.branchNameRequired, 150),
  description: requiredText(FORM_MESSAGES.descriptionRequired, 500),
  email: emailField,
  company: requiredText(MASTER_DATA_MESSAGES.companyRequired, 20),
  type: requiredText(MASTER_DATA_MESSAGES.typeRequired, 20),
  group: requiredText(MASTER_DATA_MESSAGES.groupRequired, 20),
  city: requiredText(FORM_MESSAGES.cityRequired, 100),
  /** Empty means no region. */
  region: z
    .string()
    .trim()
    .max(20)
    .nullable()
    .default(null)
    .transform((value) => value || null),
  openDate: isoDate(MASTER_DATA_MESSAGES.openDateRequired),
  closeDate: optionalIsoDate(),
  isActive: z.boolean().default(true),
};

const closeNotBeforeOpen = (value: { openDate: string; closeDate: string | null }) =>
  value.closeDate === null || value.closeDate >= value.openDate;

/** `POST /api/branch/create`. Unknown fields are refused (no mass assignment). */
export const branchCreateSchema = z
  .strictObject({ idbranch: codeField(FORM_MESSAGES.idBranchRequired), ...branchFields })
  .refine(closeNotBeforeOpen, {
    message: MASTER_DATA_MESSAGES.closeBeforeOpen,
    path: ['closeDate'],
  });
export type BranchCreate = z.infer<typeof branchCreateSchema>;

/** `PUT /api/branch/:id`: every field but the id, which never changes. */
export const branchUpdateSchema = z.strictObject(branchFields).refine(closeNotBeforeOpen, {
  message: MASTER_DATA_MESSAGES.closeBeforeOpen,
  path: ['closeDate'],
});
export type BranchUpdate = z.infer<typeof branchUpdateSchema>;

export const branchListQuerySchema = pageQuerySchema.extend({
  company: z.string().trim().max(20).default(''),
});
export type BranchListQuery = z.infer<typeof branchListQuerySchema>;

export const branchResponseSchema = successEnvelope(branchSchema);
export const branchListResponseSchema = pagedResponseSchema(branchSchema);

/* ---------------------------------------------------------------- regions */

export const regionSchema = z.object({
  idRegion: z.string(),
  regionName: z.string(),
  description: z.string(),
  /** How many branches belong to the region. */
  branches: z.number().int(),
});
export type Region = z.infer<typeof regionSchema>;

export const { create: regionCreateSchema, update: regionUpdateSchema } = createAndUpdateSchemas(
  'idRegion',
  MASTER_DATA_MESSAGES.idRegionRequired,
  {
    regionName: requiredText(MASTER_DATA_MESSAGES.regionNameRequired, 100),
    description: requiredText(FORM_MESSAGES.descriptionRequired, 500),
  },
);
export type RegionCreate = z.infer<typeof regionCreateSchema>;
export type RegionUpdate = z.infer<typeof regionUpdateSchema>;

/** `region/view/`: one row per region and branch. */
export const regionBranchSchema = z.object({
  idRegion: z.string(),
  regionName: z.string(),
  idbranch: z.string(),
  branchName: z.string(),
  company: z.string(),
});
export type RegionBranch = z.infer<typeof regionBranchSchema>;

export const regionResponseSchema = successEnvelope(regionSchema);
export const regionListResponseSchema = pagedResponseSchema(regionSchema);
export const regionViewResponseSchema = pagedResponseSchema(regionBranchSchema);

/* ---------------------------------------------------------------- sub-branches */

export const subBranchSchema = z.object({
  idSubBranch: z.string(),
  subBranchName: z.string(),
  idbranch: z.string(),
  branchName: z.string(),
  company: z.string(),
  description: z.string(),
});
export type SubBranch = z.infer<typeof subBranchSchema>;

export const { create: subBranchCreateSchema, update: subBranchUpdateSchema } =
  createAndUpdateSchemas('idSubBranch', MASTER_DATA_MESSAGES.idSubBranchRequired, {
    subBranchName: requiredText(MASTER_DATA_MESSAGES.subBranchNameRequired, 150),
    idbranch: requiredText(MASTER_DATA_MESSAGES.branchRequired, 20),
    description: requiredText(FORM_MESSAGES.descriptionRequired, 500),
  });
export type SubBranchCreate = z.infer<typeof subBranchCreateSchema>;
export type SubBranchUpdate = z.infer<typeof subBranchUpdateSchema>;

export const subBranchResponseSchema = successEnvelope(subBranchSchema);
export const subBranchListResponseSchema = pagedResponseSchema(subBranchSchema);

/* ---------------------------------------------------------------- period control */

export const PERIOD_STATUS = { open: 'OPEN', closed: 'CLOSED' } as const;

export const periodSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** YYYY-MM. */
  period: z.string(),
  status: z.enum([PERIOD_STATUS.open, PERIOD_STATUS.closed]),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type Period = z.infer<typeof periodSchema>;

export const periodYearQuerySchema = z.object({
  year: wholeNumber(
    2000,
    2100,
    'year must be a year such as 2026',
    'year must be between 2000 and 2100',
  ),
});
export const periodParamsSchema = z.object({
  year: periodYearQuerySchema.shape.year,
  month: wholeNumber(1, 12, 'month must be 1 to 12'),
});
export const periodChangeSchema = z.strictObject({
  status: z.enum([PERIOD_STATUS.open, PERIOD_STATUS.closed], {
    message: 'status must be OPEN or CLOSED',
  }),
});
export type PeriodChange = z.infer<typeof periodChangeSchema>;

export const periodListResponseSchema = successEnvelope(
  z.object({ rows: z.array(periodSchema), count: z.number().int() }),
);
export const periodResponseSchema = successEnvelope(periodSchema);

/** The message an import or change into a closed month gets. */
export const closedPeriodMessage = (period: string) => `month ${period} is closed`;

/* ---------------------------------------------------------------- master lists */

/** A master-list row: the list's own field names (documented per list in OpenAPI). */
export const masterRowSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type MasterRow = z.infer<typeof masterRowSchema>;
export const masterListResponseSchema = pagedResponseSchema(masterRowSchema);
export const masterRowResponseSchema = successEnvelope(masterRowSchema);

/** A deletion's answer: what was removed. */
export const deletedSchema = successEnvelope(z.object({ deleted: z.string() }));
