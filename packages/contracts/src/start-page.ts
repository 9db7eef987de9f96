/**
 * The page a user lands on after signing in (issue 26): Today (the sales landing page) or the
 * Dashboard, each user's own choice in My Account. Without a choice, a user whose role's menu
 * offers Today lands there, anyone else on the Dashboard; a role without Today always lands on
 * the Dashboard, whatever was chosen.
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';

export const START_PAGES = ['today', 'dashboard'] as const;
export type StartPage = (typeof START_PAGES)[number];

/** The Today page's route, as the menu names it. */
export const TODAY_ROUTE = 'portal/sales/today';

export const START_PAGE_MESSAGES = {
  invalid: 'startPage must be today or dashboard',
  todayNotOffered: 'Your menu has no Today page, so it cannot be your start page.',
} as const;

export const startPageSchema = z.enum(START_PAGES, { message: START_PAGE_MESSAGES.invalid });

/** GET /api/auth/start_page: where the user lands, what they chose, and whether Today may be chosen. */
export const startPageSettingSchema = z.object({
  startPage: startPageSchema,
  /** null: no choice made, the default applies. */
  chosen: startPageSchema.nullable(),
  todayOffered: z.boolean(),
});
export type StartPageSetting = z.infer<typeof startPageSettingSchema>;
export const startPageSettingResponseSchema = successEnvelope(startPageSettingSchema);

/** PUT /api/auth/start_page */
export const updateStartPageRequestSchema = z.object({ startPage: startPageSchema });
export type UpdateStartPageRequest = z.infer<typeof updateStartPageRequestSchema>;
