/** What the web app needs to know of the deployment before anyone signs in. */
import { z } from 'zod';
import { successEnvelope } from './envelope';

export const EMBEDDED_REPORTS = ['hr-summary-powerbi', 'defect-powerbi'] as const;
export type EmbeddedReport = (typeof EMBEDDED_REPORTS)[number];

export const portalConfigSchema = z.object({
  /** The application version shown in the footer and on the sign-in page. */
  version: z.string(),
  helpUrl: z.string(),
  companyCredit: z.string(),
  /** Whether the server can e-mail (SMTP_HOST set); the portal disables sending without it. */
  emailEnabled: z.boolean(),
  /**
   * Menu entries of modules not built yet (server setting UNBUILT_MODULES): 'show' opens a page
   * that names the module and says it is not available yet; 'hide' leaves them out of the menu.
   */
  unbuiltModules: z.enum(['show', 'hide']),
  /** The group's time zone (server setting TIME_ZONE): every date and time on screen reads in it. */
  timeZone: z.string(),
  /** Address of each embedded business-intelligence report, or null when not configured. */
  reports: z.object({
    'hr-summary-powerbi': z.string().nullable(),
    'defect-powerbi': z.string().nullable(),
  }),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;
export const portalConfigResponseSchema = successEnvelope(portalConfigSchema);

/**
 * The Today page's exception thresholds (issue 26, point 5), which an administrator may change
 * within these ranges: an outlet is behind pace when its month is projected below
 * `behindPacePercent` of its target, and its day is unusual when it is more than
 * `unusualDayMadFactor` median absolute deviations below the usual same weekday.
 */
export const TODAY_EXCEPTION_SETTING_RANGES = {
  behindPacePercent: { min: 50, max: 100, default: 85 },
  unusualDayMadFactor: { min: 1, max: 10, default: 3 },
} as const;

const settingInRange = (field: keyof typeof TODAY_EXCEPTION_SETTING_RANGES) => {
  const { min, max } = TODAY_EXCEPTION_SETTING_RANGES[field];
  const message = `${field} must be a number from ${min} to ${max}`;
  return z
    .number({ message })
    .finite(message)
    .min(min, message)
    .max(max, message)
    .multipleOf(0.01, `${field} has at most two decimals`);
};

export const todayExceptionSettingsSchema = z.object({
  behindPacePercent: settingInRange('behindPacePercent'),
  unusualDayMadFactor: settingInRange('unusualDayMadFactor'),
});
export type TodayExceptionSettings = z.infer<typeof todayExceptionSettingsSchema>;

export const DEFAULT_TODAY_EXCEPTION_SETTINGS: TodayExceptionSettings = {
  behindPacePercent: TODAY_EXCEPTION_SETTING_RANGES.behindPacePercent.default,
  unusualDayMadFactor: TODAY_EXCEPTION_SETTING_RANGES.unusualDayMadFactor.default,
};

/** A change names the settings it changes; the others keep their value. */
export const todayExceptionSettingsChangeSchema = todayExceptionSettingsSchema
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'name at least one setting to change');
export type TodayExceptionSettingsChange = z.infer<typeof todayExceptionSettingsChangeSchema>;

export const todayExceptionSettingsResponseSchema = successEnvelope(todayExceptionSettingsSchema);
