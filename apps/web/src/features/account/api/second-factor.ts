/**
 * The signed-in user's own second factor (auth/second_factor…): where it stands, a new secret to
 * set up, its first code with the password to turn it on, turning it off, and a new set of
 * recovery codes. Each change reads the status again.
 */
import {
  recoveryCodesResponseSchema,
  type SecondFactorConfirmRequest,
  type secondFactorDisableRequestSchema,
  secondFactorDisableResponseSchema,
  secondFactorSetupResponseSchema,
  secondFactorStatusResponseSchema,
} from '@outlet-pulse/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { authorizedPost, authorizedRequest } from '../../../lib/authorized-api';

const SECOND_FACTOR_KEY = ['account', 'second-factor'] as const;

export function getSecondFactorStatus(signal?: AbortSignal) {
  return authorizedRequest('auth/second_factor', secondFactorStatusResponseSchema, { signal });
}

const secondFactorQueryOptions = () =>
  queryOptions({
    queryKey: SECOND_FACTOR_KEY,
    queryFn: ({ signal }) => getSecondFactorStatus(signal),
    // An administrator may have reset it since; the tab reads it afresh when opened.
    staleTime: 0,
  });

export function useSecondFactorStatus() {
  return useQuery(secondFactorQueryOptions());
}

/** A mutation after which the status is read again, whatever the answer. */
function useStatusChange<Variables, Answer>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY }),
  });
}

export function useStartSecondFactorSetup() {
  return useMutation({
    mutationFn: () => authorizedPost('auth/second_factor/setup', secondFactorSetupResponseSchema),
  });
}

export function useConfirmSecondFactor() {
  return useStatusChange((request: SecondFactorConfirmRequest) =>
    authorizedPost('auth/second_factor/confirm', recoveryCodesResponseSchema, request),
  );
}

export function useDisableSecondFactor() {
  return useStatusChange((request: z.infer<typeof secondFactorDisableRequestSchema>) =>
    authorizedPost('auth/second_factor/disable', secondFactorDisableResponseSchema, request),
  );
}

export function useNewRecoveryCodes() {
  return useStatusChange((request: { code: string }) =>
    authorizedPost('auth/second_factor/recovery_codes', recoveryCodesResponseSchema, request),
  );
}
