/**
 * Saved views (issue 26, point 7): a user's own named sales filters (companies, type, groups,
 * outlets) under /api/portal/views, one of which may be the Today page's default. A view that
 * names a company the user may no longer see is answered with that company dropped and named
 * in `droppedCompanies` (the page shows a notice), never refused.
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { ALL_OUTLETS, TOTAL_COMPANY } from './sales/filters';

export const SAVED_VIEW_NAME_MAX = 80;
/** How many views one user may keep. */
export const SAVED_VIEWS_PER_USER = 50;

export const SAVED_VIEW_MESSAGES = {
  nameRequired: 'Give the view a name.',
  nameTooLong: `A view's name is at most ${SAVED_VIEW_NAME_MAX} characters.`,
  nameTaken: (name: string) => `You already have a view named "${name}". Choose another name.`,
  tooMany: `You can keep at most ${SAVED_VIEWS_PER_USER} views. Delete one first.`,
  notFound: 'That saved view does not exist (it may have been deleted).',
  unknownCompany: (code: string) => `unknown company ${code}`,
  companyNotYours: (code: string) => `company ${code} is not one you may see`,
  nothingToChange: 'Send a name, a filter or isDefault to change.',
} as const;

const filterCode = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .max(20, `${field} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be a code of letters, digits, - or _`);

const codeList = (field: string, max: number) =>
  z
    .array(filterCode(field))
    .min(1, `${field} lists no value`)
    .max(max, `${field} lists too many values`);

/**
 * What a view keeps: the companies (TOTAL = every company the user may see, whenever it is
 * read), the outlet type, the groups (TOTALKCG = every group) and the outlets (All = every
 * outlet of the rest).
 */
export const savedViewFilterSchema = z.object({
  companies: z.union([z.literal(TOTAL_COMPANY), codeList('companies', 100)]),
  type: filterCode('type'),
  groups: codeList('groups', 100),
  outlets: z.union([z.literal(ALL_OUTLETS), codeList('outlets', 500)]),
});
export type SavedViewFilter = z.infer<typeof savedViewFilterSchema>;

export const savedViewNameSchema = z
  .string({ message: SAVED_VIEW_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_VIEW_MESSAGES.nameRequired)
  .max(SAVED_VIEW_NAME_MAX, SAVED_VIEW_MESSAGES.nameTooLong);

/** A view's id as the calls name it (and the Today call's `view`). */
export const savedViewIdSchema = z
  .string()
  .trim()
  .min(1, 'view is required')
  .max(40, 'view is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'view must be a saved view id');

export const savedViewParamsSchema = z.object({ id: savedViewIdSchema });

/** POST /api/portal/views */
export const createSavedViewRequestSchema = z.object({
  name: savedViewNameSchema,
  filter: savedViewFilterSchema,
  isDefault: z.boolean().optional(),
});
export type CreateSavedViewRequest = z.infer<typeof createSavedViewRequestSchema>;

/** PUT /api/portal/views/:id: any of a new name, a new filter, default or not. */
export const updateSavedViewRequestSchema = z
  .object({
    name: savedViewNameSchema.optional(),
    filter: savedViewFilterSchema.optional(),
    isDefault: z.boolean().optional(),
  })
  .refine(
    (change) =>
      change.name !== undefined || change.filter !== undefined || change.isDefault !== undefined,
    { message: SAVED_VIEW_MESSAGES.nothingToChange },
  );
export type UpdateSavedViewRequest = z.infer<typeof updateSavedViewRequestSchema>;

/**
 * A view as its owner reads it: `filter` as saved, `droppedCompanies` the companies in it the
 * user may no longer see (the pages use the rest and show a notice).
 */
export const savedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  filter: savedViewFilterSchema,
  isDefault: z.boolean(),
  droppedCompanies: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewsSchema = z.array(savedViewSchema);
export const savedViewResponseSchema = successEnvelope(savedViewSchema);
export const savedViewsResponseSchema = successEnvelope(savedViewsSchema);
