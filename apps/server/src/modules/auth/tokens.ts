/**
 * Signed tokens: the short-lived access token (a JWT sent as Bearer), the single-use auto
 * sign-in token and the second-factor challenge of a sign-in. Verification accepts only HS256,
 * our issuer, the right audience and type; each kind has its own key (auth-keys.ts).
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'outlet-pulse';
const ACCESS_AUDIENCE = 'outlet-pulse-api';
const AUTO_IN_AUDIENCE = 'outlet-pulse-auto-in';
const SECOND_FACTOR_AUDIENCE = 'outlet-pulse-second-factor';

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

/**
 * What the password step of a sign-in vouches for until the code step: who, whether to remember
 * the session, which step, and a stamp of the password it checked (a change or a reset in
 * between makes the challenge worthless).
 */
export interface SecondFactorClaims {
  userId: number;
  remember: boolean;
  step: 'code' | 'enrol';
  passwordStamp: string;
}

export async function signSecondFactorChallenge(
  key: Uint8Array,
  claims: SecondFactorClaims,
  nowMs: number,
  lifetimeSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({
    typ: 'second-factor',
    step: claims.step,
    rem: claims.remember,
    pws: claims.passwordStamp,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(SECOND_FACTOR_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(key);
}

export async function verifySecondFactorChallenge(
  key: Uint8Array,
  token: string,
  nowMs: number,
): Promise<SecondFactorClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: SECOND_FACTOR_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    });
    const userId = Number(payload.sub);
    const { step, rem, pws } = payload;
    if (payload.typ !== 'second-factor' || !Number.isInteger(userId)) return null;
    if ((step !== 'code' && step !== 'enrol') || typeof rem !== 'boolean') return null;
    if (typeof pws !== 'string') return null;
    return { userId, remember: rem, step, passwordStamp: pws };
  } catch {
    return null;
  }
}
