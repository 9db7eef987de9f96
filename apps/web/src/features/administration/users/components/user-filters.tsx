/** The users list's search (username, name or employee ID) and role filter. */
import { Group, Select } from '@mantine/core';
import { FilterSearch } from '../../../../components/record-list/list-search';
import type { ListFiltersProps } from '../../../../components/record-list/record-list-types';
import { useRoles } from '../../roles/api/get-roles';
import type { UserListView } from '../user-list-params';

export function UserFilters({ view, onChange }: ListFiltersProps<UserListView>) {
  const roles = useRoles();
  const roleOptions = (roles.data?.rows ?? []).map((role) => ({
    value: role.code,
    label: role.name,
  }));
  // A role in the address that the list does not know yet still shows, by its code.
  if (view.role !== '' && !roleOptions.some((option) => option.value === view.role)) {
    roleOptions.push({ value: view.role, label: view.role });
  }

  return (
    <Group gap="sm" align="flex-end">
      <FilterSearch
        label="Search users"
        placeholder="Username, name or employee ID"
        keyword={view.keyword}
        onSearch={(keyword) => onChange({ ...view, page: 1, keyword })}
      />
      <Select
        aria-label="Role"
        placeholder="All roles"
        data={roleOptions}
        value={view.role === '' ? null : view.role}
        onChange={(role) => onChange({ ...view, page: 1, role: role ?? '' })}
        clearable
        searchable
        nothingFoundMessage={roles.isError ? 'The roles could not be loaded' : 'No such role'}
        w={{ base: '100%', sm: 220 }}
      />
    </Group>
  );
}
