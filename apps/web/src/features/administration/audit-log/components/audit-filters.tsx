/** The audit log's filters: one entity or all of them, and one user by username. */
import { Group, Select } from '@mantine/core';
import { AUDIT_ENTITIES, type AuditEntity } from '@outlet-pulse/contracts';
import { FilterSearch } from '../../../../components/record-list/list-search';
import type { ListFiltersProps } from '../../../../components/record-list/record-list-types';
import { entityLabel } from '../audit-changes';
import type { AuditListView } from '../audit-list-params';

/** The select's value for every entity (a select option cannot be empty). */
const ALL = 'all';

const ENTITY_OPTIONS = [
  { value: ALL, label: 'All entities' },
  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) })),
];

export function AuditFilters({ view, onChange }: ListFiltersProps<AuditListView>) {
  return (
    <Group gap="sm" align="flex-end">
      <Select
        aria-label="Entity"
        data={ENTITY_OPTIONS}
        value={view.entity === '' ? ALL : view.entity}
        onChange={(entity) =>
          onChange({
            ...view,
            page: 1,
            entity: entity === null || entity === ALL ? '' : (entity as AuditEntity),
          })
        }
        allowDeselect={false}
        w={{ base: '100%', sm: 200 }}
      />
      <FilterSearch
        label="User"
        placeholder="Username"
        keyword={view.user}
        onSearch={(user) => onChange({ ...view, page: 1, user })}
      />
    </Group>
  );
}
