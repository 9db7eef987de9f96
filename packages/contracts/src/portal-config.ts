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
