/**
 * GET auth/bank_account: the signed-in user's own bank account number in full. Every other
 * answer carries it masked; it is asked for only when the user chooses to see it, and not kept
 * once the user hides it again.
 */
import { bankAccountResponseSchema, type Session } from '@outlet-pulse/contracts';
import { useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '../../../lib/authorized-api';
import { SIGNED_IN_KEY } from '../../../lib/session';

export function fetchBankAccount(signal?: AbortSignal) {
  return authorizedRequest('auth/bank_account', bankAccountResponseSchema, { signal });
}

/** The full number while `shown`; nothing is asked for, or kept, otherwise. */
export function useBankAccountNumber(session: Session, shown: boolean) {
  return useQuery({
    queryKey: [SIGNED_IN_KEY, session.user_id, 'bank-account'],
    queryFn: ({ signal }) => fetchBankAccount(signal),
    enabled: shown,
    staleTime: 0,
    gcTime: 0,
  });
}
