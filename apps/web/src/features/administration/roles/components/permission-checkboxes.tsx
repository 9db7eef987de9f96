/** The permissions a role grants, one checkbox each, saying what the permission allows. */
import { Checkbox, Stack, Text } from '@mantine/core';
import type { RoleCatalog } from '@outlet-pulse/contracts';

interface PermissionCheckboxesProps {
  catalog: RoleCatalog['permissions'];
  value: string[];
  onChange: (permissions: string[]) => void;
  error?: string;
}

export function PermissionCheckboxes({
  catalog,
  value,
  onChange,
  error,
}: PermissionCheckboxesProps) {
  return (
    <Checkbox.Group label="Permissions" value={value} onChange={onChange} error={error}>
      <Stack gap="xs" mt="xs">
        {catalog.map(({ permission, description }) => (
          <Checkbox
            key={permission}
            value={permission}
            label={description}
            description={
              <Text span ff="monospace" fz="xs">
                {permission}
              </Text>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
