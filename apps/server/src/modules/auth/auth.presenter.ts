/**
 * The session as the spec's sign-in and refresh calls answer it (spec 001 §3.1): the only code
 * that knows its wire names (`user_id`, `auth_token`, `employee_info`, …). The bank account
 * number goes masked; its owner asks for it in full (GET auth/bank_account).
 */
import { maskAccountNumber, type Session } from '@outlet-pulse/contracts';
import type { SignedInAccount } from './sessions.service';

export function presentSession(account: SignedInAccount): Session {
  const { user, profile } = account;
  return {
    name: profile.name,
    company: profile.company_structure.company,
    activeUserId: user.id,
    email: profile.officeMail,
    user_id: user.id,
    userName: user.username,
    role: user.roleCode,
    roleName: account.roleName,
    permissions: account.permissions,
    auth_token: account.accessToken,
    expiresIn: account.accessTokenSeconds,
    mustChangePassword: user.passwordIsDefault,
    photoUrl: account.photoUrl,
    employee_info: {
      ...profile,
      bankAccountNumber: maskAccountNumber(profile.bankAccountNumber),
    },
    startPage: account.startPage,
  };
}
