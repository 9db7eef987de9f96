/** Whether the signed-in user's role grants a permission; the server checks it again on every call. */
import { useSession } from '../../../lib/session';

export function usePermission(permission: string): boolean {
  return useSession()?.permissions.includes(permission) ?? false;
}
