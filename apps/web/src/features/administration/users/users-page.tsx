/** system/user: the portal's users, for administrators whose role may manage users. */
import { ADMIN_PERMISSIONS } from '@outlet-pulse/contracts';
import { PermissionGate } from '../components/permission-gate';
import { UserList } from './components/user-list';

export function UsersPage() {
  return (
    <PermissionGate permission={ADMIN_PERMISSIONS.manageUsers} allows="manage users and roles">
      <UserList />
    </PermissionGate>
  );
}
