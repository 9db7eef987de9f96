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
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authorizedPost, authorizedRequest } from '../../../lib/authorized-api';
import { useFreshRead, useRereadingChange } from './fresh-read';

const SECOND_FACTOR_KEY = ['account', 'second-factor'] as const;

export function useSecondFactorStatus() {
  return useFreshRead(SECOND_FACTOR_KEY, (signal) =>
    authorizedRequest('auth/second_factor', secondFactorStatusResponseSchema, { signal }),
  );
}

export function useStartSecondFactorSetup() {
  return useMutation({
    mutationFn: () => authorizedPost('auth/second_factor/setup', secondFactorSetupResponseSchema),
  });
}

export function useConfirmSecondFactor() {
  return useRereadingChange(SECOND_FACTOR_KEY, (request: SecondFactorConfirmRequest) =>
    authorizedPost('auth/second_factor/confirm', recoveryCodesResponseSchema, request),
  );
}

export function useDisableSecondFactor() {
  return useRereadingChange(
    SECOND_FACTOR_KEY,
    (request: z.infer<typeof secondFactorDisableRequestSchema>) =>
      authorizedPost('auth/second_factor/disable', secondFactorDisableResponseSchema, request),
  );
}

export function useNewRecoveryCodes() {
  return useRereadingChange(SECOND_FACTOR_KEY, (request: { code: string }) =>
    authorizedPost('auth/second_factor/recovery_codes', recoveryCodesResponseSchema, request),
  );
}
