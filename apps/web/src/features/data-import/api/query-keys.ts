/** The keys of the import screen's queries, under the signed-in user's. */
import { SIGNED_IN_KEY } from '../../../lib/session';

export const importKeys = {
  history: () => [SIGNED_IN_KEY, 'import-history'] as const,
  historyPage: (page: number, limit: number) =>
    [SIGNED_IN_KEY, 'import-history', { page, limit }] as const,
  job: (jobId: string) => [SIGNED_IN_KEY, 'import-job', jobId] as const,
};
