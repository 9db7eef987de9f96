/** system/role: the roles and what each grants, for administrators whose role may manage users. */
import { ADMIN_PERMISSIONS } from '@outlet-pulse/contracts';
import { PermissionGate } from '../components/permission-gate';
import { RolesScreen } from './components/roles-screen';

export function RolesPage() {
  return (
    <PermissionGate permission={ADMIN_PERMISSIONS.manageUsers} allows="manage users and roles">
      <RolesScreen />
    </PermissionGate>
  );
}
