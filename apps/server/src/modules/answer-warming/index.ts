/** The answer-warming module's front door: what other modules may use of it. */
export type { WarmOutcome } from './answer-warmer';
