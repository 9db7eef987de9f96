/**
 * Signed tokens: the short-lived access token (a JWT sent as Bearer), the single-use auto
 * sign-in token and the second-factor challenge of a sign-in. Verification accepts only HS256,
 * our issuer, the right audience and type; each kind has its own key (auth-keys.ts).
 */
import { randomBytes } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'outlet-pulse';

/** Each kind of token: its audience and its type claim, which no other kind accepts. */
const KINDS = {
  access: { audience: 'outlet-pulse-api', typ: 'access' },
  autoIn: { audience: 'outlet-pulse-auto-in', typ: 'auto-in' },
  secondFactor: { audience: 'outlet-pulse-second-factor', typ: 'second-factor' },
} as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];

export const ACCESS_TOKEN_SECONDS = 10 * 60;
export const AUTO_IN_TOKEN_MAX_SECONDS = 10 * 60;

/** A token of a kind with its claims, issued at `nowMs` (whole seconds) for `lifetimeSeconds`. */
async function signToken(
  key: Uint8Array,
  kind: Kind,
  claims: JWTPayload,
  nowMs: number,
  lifetimeSeconds: number,
): Promise<{ token: string; expiresAtMs: number }> {
  const issuedAt = Math.floor(nowMs / 1000);
  const expiresAt = issuedAt + lifetimeSeconds;
  const token = await new SignJWT({ ...claims, typ: kind.typ })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAtMs: expiresAt * 1000 };
}

/** The claims of a valid token of the kind, else null (signature, issuer, audience, type, time). */
async function verifiedClaims(
  key: Uint8Array,
  kind: Kind,
  token: string,
  nowMs: number,
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: kind.audience,
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    });
    return payload.typ === kind.typ ? payload : null;
  } catch {
    return null;
  }
}

/**
 * The verifier of a kind of token: the claims `claimsOf` reads from a valid token's payload,
 * else null (an invalid token, or a payload that does not read as those claims).
 */
function tokenVerifier<Claims>(kind: Kind, claimsOf: (payload: JWTPayload) => Claims | null) {
  return async (key: Uint8Array, token: string, nowMs: number): Promise<Claims | null> => {
    const payload = await verifiedClaims(key, kind, token, nowMs);
    return payload ? claimsOf(payload) : null;
  };
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  nowMs: number,
): Promise<string> {
  const payload = { sub: String(claims.userId), sid: claims.sessionId };
  return (await signToken(key, KINDS.access, payload, nowMs, ACCESS_TOKEN_SECONDS)).token;
}

export const verifyAccessToken = tokenVerifier(KINDS.access, (payload): AccessClaims | null => {
  const userId = Number(payload.sub);
  if (typeof payload.sid !== 'string' || !Number.isInteger(userId)) return null;
  return { userId, sessionId: payload.sid };
});

export interface AutoInClaims {
  tokenId: string;
  employeeId: string;
  menu: string;
  expiresAtMs: number;
}

export function signAutoInToken(
  key: Uint8Array,
  request: { employeeId: string; menu: string },
  nowMs: number,
  lifetimeSeconds = AUTO_IN_TOKEN_MAX_SECONDS,
): Promise<{ token: string; expiresAtMs: number }> {
  const payload = {
    emp: request.employeeId,
    menu: request.menu,
    jti: randomBytes(16).toString('base64url'),
  };
  const lifetime = Math.min(lifetimeSeconds, AUTO_IN_TOKEN_MAX_SECONDS);
  return signToken(key, KINDS.autoIn, payload, nowMs, lifetime);
}

export const verifyAutoInToken = tokenVerifier(KINDS.autoIn, (payload): AutoInClaims | null => {
  const { emp, menu, jti, exp, iat } = payload;
  if (typeof emp !== 'string' || typeof menu !== 'string') return null;
  if (typeof jti !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return null;
  if (exp - iat > AUTO_IN_TOKEN_MAX_SECONDS) return null;
  return { tokenId: jti, employeeId: emp, menu, expiresAtMs: exp * 1000 };
});

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
  const payload = {
    sub: String(claims.userId),
    step: claims.step,
    rem: claims.remember,
    pws: claims.passwordStamp,
  };
  return (await signToken(key, KINDS.secondFactor, payload, nowMs, lifetimeSeconds)).token;
}

export const verifySecondFactorChallenge = tokenVerifier(
  KINDS.secondFactor,
  (payload): SecondFactorClaims | null => {
    const userId = Number(payload.sub);
    const { step, rem, pws } = payload;
    if (!Number.isInteger(userId) || typeof rem !== 'boolean' || typeof pws !== 'string')
      return null;
    if (step !== 'code' && step !== 'enrol') return null;
    return { userId, remember: rem, step, passwordStamp: pws };
  },
);
