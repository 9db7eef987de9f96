/**
 * The server's Y/N/X flags as the widgets show them: Y is as good as the comparison or better
 * (green, up arrow), N is worse (red, down arrow), X has no comparison (neutral, no arrow).
 */
import type { StatusFlag } from '@outlet-pulse/contracts';

export type { StatusFlag };

export const FLAG_LOOK: Record<StatusFlag, { arrow: string; color: string; reads: string }> = {
  Y: { arrow: '▲', color: 'var(--mantine-color-green-8)', reads: 'up' },
  N: { arrow: '▼', color: 'var(--mantine-color-red-8)', reads: 'down' },
  X: { arrow: '', color: 'inherit', reads: '' },
};
