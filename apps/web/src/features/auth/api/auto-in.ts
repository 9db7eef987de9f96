/** POST auth/auto_in: signs in with the signed, single-use token of an auto sign-in link. */
import { type autoInRequestSchema, loginResponseSchema } from '@outlet-pulse/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function autoIn(request: z.infer<typeof autoInRequestSchema>) {
  return apiRequest('auth/auto_in', loginResponseSchema, { method: 'POST', body: request });
}
