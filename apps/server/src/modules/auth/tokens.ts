/**
 * Signed tokens: the short-lived access token (a JWT sent as Bearer) and the single-use auto
 * sign-in token. Verification accepts only HS256, our issuer, the right audience and type.
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'outlet-pulse';
const ACCESS_AUDIENCE = 'outlet-pulse-api';
const AUTO_IN_AUDIENCE = 'outlet-pulse-auto-in';

export const ACCESS_TOKEN_SECONDS = 10 * 60;
export const AUTO_IN_TOKEN_MAX_SECONDS = 10 * 60;

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
