/**
 * Signed tokens: the short-lived access token (a JWT sent as Bearer) and the single-use auto
 * sign-in token. Verification accepts only HS256, our issuer, the right audience and type.
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ViewLinkScope } from '../../core/caller';

const ISSUER = 'outlet-pulse';
const ACCESS_AUDIENCE = 'outlet-pulse-api';
const AUTO_IN_AUDIENCE = 'outlet-pulse-auto-in';
const VIEW_LINK_AUDIENCE = 'outlet-pulse-view-link';

export const ACCESS_TOKEN_SECONDS = 10 * 60;
export const AUTO_IN_TOKEN_MAX_SECONDS = 10 * 60;
/** How long a shared link to the sales screens shows its data. */
export const VIEW_LINK_SECONDS = 7 * 24 * 60 * 60;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  nowMs: number,
): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({ sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(key);
}

export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    });
    const userId = Number(payload.sub);
    if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !Number.isInteger(userId))
      return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

export interface AutoInClaims {
  tokenId: string;
  employeeId: string;
  menu: string;
  expiresAtMs: number;
}

export async function signAutoInToken(
  key: Uint8Array,
  request: { employeeId: string; menu: string },
  nowMs: number,
  lifetimeSeconds = AUTO_IN_TOKEN_MAX_SECONDS,
): Promise<{ token: string; expiresAtMs: number }> {
  const issuedAt = Math.floor(nowMs / 1000);
  const expiresAt = issuedAt + Math.min(lifetimeSeconds, AUTO_IN_TOKEN_MAX_SECONDS);
  const token = await new SignJWT({ emp: request.employeeId, menu: request.menu, typ: 'auto-in' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuer(ISSUER)
    .setAudience(AUTO_IN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAtMs: expiresAt * 1000 };
}

export async function verifyAutoInToken(
  key: Uint8Array,
  token: string,
  nowMs: number,
): Promise<AutoInClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUTO_IN_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    });
    const { emp, menu, jti, exp, iat } = payload;
    if (payload.typ !== 'auto-in' || typeof emp !== 'string' || typeof menu !== 'string')
      return null;
    if (typeof jti !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (exp - iat > AUTO_IN_TOKEN_MAX_SECONDS) return null;
    return { tokenId: jti, employeeId: emp, menu, expiresAtMs: exp * 1000 };
  } catch {
    return null;
  }
}

export interface ViewLinkClaims {
  userId: number;
  expiresAtMs: number;
  scope: ViewLinkScope;
}

/**
 * A link that shows the sales screens of one company and year as the user who shared it,
 * read-only, until it expires. It names the user, not a session, so it survives the sharer
 * signing out; disabling the user ends it.
 */
export async function signViewLinkToken(
  key: Uint8Array,
  userId: number,
  scope: ViewLinkScope,
  nowMs: number,
): Promise<{ token: string; expiresAtMs: number }> {
  const issuedAt = Math.floor(nowMs / 1000);
  const expiresAt = issuedAt + VIEW_LINK_SECONDS;
  const token = await new SignJWT({ typ: 'view-link', cmp: scope.company, yr: scope.year })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(randomBytes(12).toString('base64url'))
    .setIssuer(ISSUER)
    .setAudience(VIEW_LINK_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAtMs: expiresAt * 1000 };
}

export async function verifyViewLinkToken(
  key: Uint8Array,
  token: string,
  nowMs: number,
): Promise<ViewLinkClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: VIEW_LINK_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    });
    const userId = Number(payload.sub);
    const { exp, iat, cmp, yr } = payload;
    if (payload.typ !== 'view-link' || !Number.isInteger(userId)) return null;
    if (typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > VIEW_LINK_SECONDS)
      return null;
    // A link without its company and year (made before links were scoped) shows nothing.
    if (typeof cmp !== 'string' || typeof yr !== 'number' || !Number.isInteger(yr)) return null;
    return { userId, expiresAtMs: exp * 1000, scope: { company: cmp, year: yr } };
  } catch {
    return null;
  }
}
