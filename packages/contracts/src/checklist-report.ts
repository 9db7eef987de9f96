/**
 * The e-mailed store checklist report (spec 001 §2.9, §3.7): what
 * `GET /api/checklist_report/reportemail?id=` answers, and the calls that send a report and
 * revoke its links.
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { wholeNumber } from './whole-number';

export const CHECKLIST_FLAGS = ['GREEN', 'YELLOW', 'RED', 'N/A'] as const;
export type ChecklistFlag = (typeof CHECKLIST_FLAGS)[number];

/** GREEN, YELLOW and RED in any case and spacing; anything else is not a valid flag (N/A). */
export function checklistFlagOf(value: string): ChecklistFlag {
  const flag = value.trim().toUpperCase();
  return flag === 'GREEN' || flag === 'YELLOW' || flag === 'RED' ? flag : 'N/A';
}

/**
 * The most a checklist could have scored: the weights of its lines with a valid flag (a GREEN
 * line scores its whole weight; N/A lines count in neither the score nor its maximum). Rounded
 * like the score, to the hundredth. The report page works it out from the report's lines; the
 * list's SQL (findDocumentPage) sums the same weights.
 */
export function checklistMaximumScore(
  lines: readonly { readonly Flag: string; readonly weight: number }[],
): number {
  const weights = lines
    .filter((line) => checklistFlagOf(line.Flag) !== 'N/A')
    .reduce((sum, line) => sum + line.weight, 0);
  return Math.round(weights * 100) / 100;
}

export const checklistAttachmentSchema = z.object({ urlfile: z.string(), filename: z.string() });

export const checklistReportLineSchema = z.object({
  category: z.string(),
  subcategory: z.string(),
  Flag: z.string(),
  linequestion: z.number(),
  question: z.string(),
  weight: z.number(),
  ScoreFinal: z.number(),
  remark: z.string(),
  attachfile: z.array(checklistAttachmentSchema),
});
export type ChecklistReportLine = z.infer<typeof checklistReportLineSchema>;

export const checklistReportSchema = z.object({
  docnumber: z.string(),
  branchname: z.string(),
  TOTALRED: z.number(),
  TOTALYELLOW: z.number(),
  TOTALGREEN: z.number(),
  TOTALNA: z.number(),
  TOTALSCORE: z.number(),
  /** The day the checklist was done, YYYY-MM-DD; the page shows it as dd-MMM-yyyy. */
  docnumberlinedate: z.string(),
  /** The PIC who did the checklist. */
  name: z.string(),
  checklistname: z.string(),
  departmentName: z.string(),
  remark: z.string(),
  data: z.array(checklistReportLineSchema),
});
export type ChecklistReport = z.infer<typeof checklistReportSchema>;
export const checklistReportResponseSchema = successEnvelope(checklistReportSchema);

export const reportLinkQuerySchema = z.object({
  id: z
    .string({ message: 'id is required' })
    .trim()
    .min(1, 'id is required')
    .max(200, 'id is too long'),
});

export const checklistDocumentRequestSchema = z.object({
  documentId: wholeNumber(1, undefined, 'documentId must be a checklist document number'),
});
export type ChecklistDocumentRequest = z.infer<typeof checklistDocumentRequestSchema>;

export const sentReportSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  recipients: z.array(z.string()),
});
export type SentReport = z.infer<typeof sentReportSchema>;

export const revokedLinksSchema = z.object({ revoked: z.number() });

/** A report link issued for the signed-in user to open now (no e-mail). */
export const viewReportLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ViewReportLink = z.infer<typeof viewReportLinkSchema>;

export const REPORT_LINK_DAYS = 30;
/** A link opened from the portal is for reading now, so it lasts an hour rather than a month. */
export const VIEW_REPORT_LINK_MINUTES = 60;

/** What a role may do with checklist reports; the server grants them, the portal reads them. */
export const CHECKLIST_PERMISSIONS = {
  /** Open the checklists screen: its list and a link to read a report now. */
  view: 'checklists.view',
  /** E-mail a checklist's report link to its PIC and outlet. */
  sendReports: 'checklists.send-reports',
  /** Stop every link of a checklist report from working. */
  revokeReportLinks: 'checklists.revoke-report-links',
} as const;

/** Checklists per page of the list (spec 001 §9: default page size 15). */
export const CHECKLIST_PAGE_SIZE = 15;

/**
 * What the checklist screen says. The confirmations follow the confirm pattern of spec 000 §8
 * ('Are you sure want to …?', 'Yes, … it!', 'Cancel'); the recipients of a report are known only
 * after it is sent, so the question names them by role.
 */
export const CHECKLIST_MESSAGES = {
  empty: 'No checklists found',
  sendConfirm: (docNumber: string) =>
    `Are you sure want to send the report of ${docNumber} to its PIC and outlet?`,
  sendButton: 'Yes, Send it!',
  sentTitle: 'Report sent',
  sentTo: (recipients: readonly string[]) => `Sent to ${recipients.join(', ')}`,
  sendFailedTitle: 'The report was not sent',
  revokeConfirm: (docNumber: string) =>
    `Are you sure want to revoke the report links of ${docNumber}?`,
  revokeButton: 'Yes, Revoke it!',
  revoked: (count: number) => `${count} ${count === 1 ? 'link' : 'links'} revoked`,
  revokeFailedTitle: 'The links were not revoked',
  viewFailedTitle: 'The report could not be opened',
  /** Why 'Send report' is disabled on a server without an SMTP server. */
  emailNotSetUp: 'E-mail is not set up on this server (SMTP_HOST)',
} as const;

export const checklistListQuerySchema = z.object({
  page: wholeNumber(1, undefined, 'page must be a whole number', 'page starts at 1').default(1),
  limit: wholeNumber(1, 100, 'limit must be a whole number', 'limit must be 1 to 100').default(
    CHECKLIST_PAGE_SIZE,
  ),
  keyword: z.string().trim().max(100, 'keyword is too long').default(''),
});
export type ChecklistListQuery = z.infer<typeof checklistListQuerySchema>;

export const checklistSummarySchema = z.object({
  id: z.number(),
  docnumber: z.string(),
  company: z.string(),
  branchname: z.string(),
  checklistname: z.string(),
  name: z.string(),
  checkedOn: z.string(),
  completed: z.boolean(),
  TOTALRED: z.number(),
  TOTALYELLOW: z.number(),
  TOTALGREEN: z.number(),
  TOTALNA: z.number(),
  TOTALSCORE: z.number(),
  /** The most TOTALSCORE could be: checklistMaximumScore of the checklist's lines. */
  MAXSCORE: z.number(),
});
export type ChecklistSummary = z.infer<typeof checklistSummarySchema>;

export const checklistListResponseSchema = successEnvelope(
  z.object({ rows: z.array(checklistSummarySchema), count: z.number() }),
);
