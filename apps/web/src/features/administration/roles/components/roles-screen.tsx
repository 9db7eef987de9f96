/**
 * The roles screen: the roles beside the chosen one's editor (one above the other on a phone),
 * and a button for a new role.
 */
import { Button, Grid, Group, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { usePhone } from '../../../../components/record-list/use-phone';
import { useSelectedRole } from '../hooks/use-selected-role';
import { ROLE_MESSAGES } from '../role-messages';
import { NewRoleModal } from './new-role-modal';
import { NoRoleChosen, RoleEditor } from './role-editor';
import { RoleList } from './role-list';

export function RolesScreen() {
  const { selected, select } = useSelectedRole();
  const [creating, setCreating] = useState(false);
  const phone = usePhone();
  const editor = useRef<HTMLDivElement>(null);

  /** On a phone the editor is under the list: a chosen role is brought into view. */
  function open(code: string) {
    select(code);
    if (phone) editor.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setCreating(true)}>{ROLE_MESSAGES.newRole}</Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RoleList selected={selected} onSelect={open} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} ref={editor}>
          {selected === '' ? (
            <NoRoleChosen />
          ) : (
            <RoleEditor code={selected} onDeleted={() => select(null, { replace: true })} />
          )}
        </Grid.Col>
      </Grid>
      <NewRoleModal opened={creating} onClose={() => setCreating(false)} onCreated={open} />
    </Stack>
  );
}
