/** The imports module's front door: what other modules may use of it. */
export type { ImportService } from './imports.service';
export { countJobsByPhase } from './jobs.repository';
