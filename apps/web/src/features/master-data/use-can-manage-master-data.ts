/**
 * Whether the signed-in user may create, change and delete master data and open or close
 * months. Without it the screens are read-only; the server checks every change regardless.
 */
import { ADMIN_PERMISSIONS } from '@outlet-pulse/contracts';
import { useSession } from '../../lib/session';

export function useCanManageMasterData(): boolean {
  const permissions = useSession()?.permissions ?? [];
  return permissions.includes(ADMIN_PERMISSIONS.manageMasterData);
}
