/**
 * The query keys of the master-data screens. Every one sits under MASTER_DATA_KEY, so a change
 * to any record refreshes all of them: a renamed branch shows in the sub-branch list, a moved
 * branch in its region's count.
 */
import { SIGNED_IN_KEY } from '../../lib/session';

export const MASTER_DATA_KEY = [SIGNED_IN_KEY, 'master-data'] as const;

export const masterDataKeys = {
  branches: [...MASTER_DATA_KEY, 'branches'],
  regions: [...MASTER_DATA_KEY, 'regions'],
  subBranches: [...MASTER_DATA_KEY, 'sub-branches'],
  periods: [...MASTER_DATA_KEY, 'periods'],
  codeList: (kind: string) => [...MASTER_DATA_KEY, 'code-list', kind] as const,
  /** The choices of the forms' selects. */
  choices: [...MASTER_DATA_KEY, 'choices'],
} as const;

/** The choices change seldom; a form opened again within minutes reuses them. */
export const CHOICES_STALE_MS = 5 * 60_000;
