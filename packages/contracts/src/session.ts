/** Sign-in, session and account calls (spec 001 §3.1, §4, §7 Session). */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { LOGIN_MESSAGES } from './messages';
import { startPageSchema } from './start-page';
import { wholeNumber } from './whole-number';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, LOGIN_MESSAGES.usernameRequired).max(100),
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(200),
  remember: z.boolean().default(true),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const employeeInfoSchema = z.object({
  employeeID: z.string(),
  name: z.string(),
  idActiveBranch: z.string().nullable(),
  isActive: z.boolean(),
  branch: z.object({ branchName: z.string(), company: z.string() }).nullable(),
  company_structure: z.object({
    idStructure: z.string(),
    structureName: z.string(),
    company: z.string(),
  }),
  department: z.object({
    idDepartment: z.string(),
    departmentName: z.string(),
    idStructure: z.string(),
  }),
  division: z.string(),
  site_id: z.string().nullable(),
  idBranch: z.string().nullable(),
  /** Employee status code: P, B, C, T, M, I or O (spec 001 §3.2). */
  jobStatus: z.string(),
  jobStatusName: z.string(),
  /** S, M or J. */
  level: z.string(),
  levelName: z.string(),
  grade: z.object({ idGrade: z.string(), GradeName: z.string() }),
  idDeptHead: z.string().nullable(),
  idManager: z.string().nullable(),
  idALStruktural: z.string().nullable(),
  directSuperior: z.string().nullable(),
  indirectSuperior: z.string().nullable(),
  structuralSuperior: z.string().nullable(),
  hiredDate: z.string(),
  contractStart: z.string().nullable(),
  contractEnd: z.string().nullable(),
  OfficePhone: z.string().nullable(),
  officeMail: z.string(),
  reasonUpdate: z.string().nullable(),
  jobtitle: z.object({
    idJobTitle: z.string(),
    jobTitleName: z.string(),
    idBranch: z.string().nullable(),
  }),
  bankName: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
});
export type EmployeeInfo = z.infer<typeof employeeInfoSchema>;

export const sessionSchema = z.object({
  name: z.string(),
  company: z.string(),
  activeUserId: z.number().int(),
  email: z.string(),
  user_id: z.number().int(),
  userName: z.string(),
  /** The role's code; the menu and every permission follow it on the server. */
  role: z.string(),
  roleName: z.string(),
  permissions: z.array(z.string()),
  /** Short-lived access token, sent as `Authorization: Bearer`. */
  auth_token: z.string(),
  /** Seconds until auth_token expires. */
  expiresIn: z.number().int(),
  /** True while the password is a default one that must be changed first. */
  mustChangePassword: z.boolean(),
  /** Profile photo on the configured file host, or null (show initials). */
  photoUrl: z.string().nullable(),
  employee_info: employeeInfoSchema,
  /** Where the user lands after signing in (start-page.ts): Today or the Dashboard. */
  startPage: startPageSchema,
});
export type Session = z.infer<typeof sessionSchema>;
export const loginResponseSchema = successEnvelope(sessionSchema);

export const checkDefaultPasswordQuerySchema = z.object({
  employeeID: z.string().min(1).optional(),
});
export const checkDefaultPasswordResponseSchema = successEnvelope(
  z.object({ isDefault: z.boolean() }),
);

/** A refresh answers the whole session, so a reloaded page can restore it from the cookie. */
export const refreshResponseSchema = loginResponseSchema;

/** The lock screen's check of the signed-in user's password. */
export const unlockRequestSchema = z.object({
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(200),
});
export const unlockResponseSchema = successEnvelope(z.object({ unlocked: z.literal(true) }));

/**
 * A bank account number as every answer carries it (issue 25): its last four digits behind a
 * mask of fixed length, so the mask tells nothing of the number's length; a number of four
 * digits or fewer is masked whole.
 */
export function maskAccountNumber(accountNumber: string | null): string | null {
  if (accountNumber === null) return null;
  const shown = accountNumber.length > 4 ? accountNumber.slice(-4) : '';
  return `••••••${shown}`;
}

/** The caller's own bank account number in full, asked for on My Account. */
export const bankAccountResponseSchema = successEnvelope(
  z.object({ bankAccountNumber: z.string().nullable() }),
);

export const logoutResponseSchema = successEnvelope(z.object({ loggedOut: z.literal(true) }));

export const autoInRequestSchema = z.object({ token: z.string().min(1).max(2000) });

export const autoInLinkRequestSchema = z.object({
  employeeID: z.string().min(1),
  /** The page under /portal/sales/ to open, e.g. sales-summary. */
  menu: z.string().regex(/^[a-z0-9-]+$/, 'menu must be a portal/sales page such as sales-summary'),
});
export const autoInLinkResponseSchema = successEnvelope(
  z.object({ url: z.string(), expiresAt: z.string() }),
);

/** Cookie and header names of the session (httpOnly refresh cookie, double-submit CSRF). */
export const SESSION_COOKIES = {
  refresh: 'op_refresh',
  csrf: 'op_csrf',
  csrfHeader: 'x-csrf-token',
} as const;

/** The request header that carries a shared link's secret id instead of a session. */
export const SHARED_LINK_HEADER = 'x-portal-link';

/** Asks for a shared link that shows the beta sales summary as the signed-in user. */
export const sharedLinkRequestSchema = z.object({
  company: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, 'company must be a company code or TOTAL'),
  year: wholeNumber(1900, 9999, 'year must be a four-digit year').optional(),
});
export type SharedLinkRequest = z.infer<typeof sharedLinkRequestSchema>;

/** A shared link just made: its URL (which holds its secret id) and when it ends. */
export const issuedSharedLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type IssuedSharedLink = z.infer<typeof issuedSharedLinkSchema>;

/** Where a shared link stands: usable, past its 7 days, revoked, or ended with the sessions. */
export const SHARED_LINK_STATUSES = ['active', 'expired', 'revoked', 'ended'] as const;

/** One of the signed-in user's shared links, as My Account lists it (never its secret id). */
export const sharedLinkSchema = z.object({
  id: z.string(),
  company: z.string(),
  year: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(SHARED_LINK_STATUSES),
});
export type SharedLink = z.infer<typeof sharedLinkSchema>;
export const sharedLinksSchema = z.array(sharedLinkSchema);

export const revokeSharedLinkRequestSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'id must be a shared link of yours'),
});

/** What the link's page shows about itself: who shared it, and the company and year it shows. */
export const sharedLinkViewSchema = z.object({
  sharerName: z.string(),
  company: z.string(),
  year: z.number().int(),
});
export type SharedLinkView = z.infer<typeof sharedLinkViewSchema>;
