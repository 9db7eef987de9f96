/** Whether the signed-in user's role may import data (every import call needs it). */
import { IMPORT_PERMISSION } from '@outlet-pulse/contracts';
import { useSession } from '../../../lib/session';

export function useCanImport(): boolean {
  return (useSession()?.permissions ?? []).includes(IMPORT_PERMISSION);
}
