/** The auth module's front door: what other modules may use of users' sign-in and sessions. */
export {
  countFailures,
  deleteFailuresBefore,
  findUserGrants,
  insertFailures,
  revokeUserSessions,
  type UserGrants,
} from './auth.repository';
export { CallerCache } from './caller-cache';
export { findEmployeeProfile } from './employee-profile';
export { chosenPasswordProblem, hashPassword } from './passwords';
export { deleteSecondFactor } from './second-factor.repository';
export { hashToken, newOpaqueToken } from './session-secrets';
export { contextOf } from './sessions.service';
