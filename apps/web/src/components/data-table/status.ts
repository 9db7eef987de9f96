/**
 * The server's Y/N/X flags as the widgets show them: Y is as good as the comparison or better
 * (green), N is worse (red), X has no comparison (neutral). Arrows say which way a value moved
 * (table-model.ts decides which way that is for each column).
 */
import type { StatusFlag } from '@outlet-pulse/contracts';

export type { StatusFlag };

export const TONE_COLOR = {
  good: 'var(--mantine-color-green-8)',
  bad: 'var(--mantine-color-red-8)',
} as const;

export const ARROW = { up: '▲', down: '▼' } as const;
