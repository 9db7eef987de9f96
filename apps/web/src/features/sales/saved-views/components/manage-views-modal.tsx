/**
 * 'Manage views': every saved view of the user with what it shows, a notice on a view naming
 * companies the user may no longer see, and its buttons: Rename, Make default (the Today page
 * opens with it) or Stop using as default, and Delete (after a confirmation). Each button names
 * its view for screen readers.
 */
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { SavedView } from '@outlet-pulse/contracts';
import { reportFailure } from '../../../../components/record-list/report-failure';
import { confirmAction, toast } from '../../../../lib/notices';
import { useDeleteSavedView } from '../api/delete-saved-view';
import { useUpdateSavedView } from '../api/update-saved-view';
import { describeFilter, droppedNotice } from '../view-filter';

export const DELETE_VIEW_BUTTON = 'Yes, delete it';

interface ManageViewsModalProps {
  opened: boolean;
  views: readonly SavedView[];
  onRename: (view: SavedView) => void;
  onClose: () => void;
}

export function ManageViewsModal({ opened, views, onRename, onClose }: ManageViewsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Your saved views" size="lg">
      {views.length === 0 ? (
        <Text size="sm">You have no saved views.</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {views.map((view) => (
            <ViewRow key={view.id} view={view} onRename={onRename} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

interface ViewAction {
  label: string;
  name: string;
  run: () => void;
  pending?: boolean;
  color?: string;
}

function ViewRow({ view, onRename }: { view: SavedView; onRename: (view: SavedView) => void }) {
  const update = useUpdateSavedView();
  const remove = useDeleteSavedView();
  const toggleDefault = () =>
    update.mutate(
      { id: view.id, isDefault: !view.isDefault },
      {
        onSuccess: (saved) =>
          toast(
            'success',
            saved.isDefault ? 'Default view set' : 'Default view removed',
            saved.isDefault
              ? `The Today page opens with ${saved.name}.`
              : 'The Today page opens with everything you may see.',
            { service: true },
          ),
        onError: (error) => reportFailure('The view was not changed', error),
      },
    );
  const onDelete = async () => {
    const asked = await confirmAction({
      title: 'Delete this view?',
      text: `${view.name} (${describeFilter(view.filter)}). This cannot be undone.`,
      confirmLabel: DELETE_VIEW_BUTTON,
      confirmColor: 'red',
    });
    if (!asked) return;
    remove.mutate(view.id, {
      onSuccess: () => toast('success', 'View deleted', view.name, { service: true }),
      onError: (error) => reportFailure('The view was not deleted', error),
    });
  };
  /** Each button's words, and the name that says which view it acts on. */
  const actions: ViewAction[] = [
    { label: 'Rename', name: `Rename ${view.name}`, run: () => onRename(view) },
    {
      label: view.isDefault ? 'Stop using as default' : 'Make default',
      name: view.isDefault ? `Stop using ${view.name} as default` : `Make ${view.name} the default`,
      run: toggleDefault,
      pending: update.isPending,
    },
    {
      label: 'Delete',
      name: `Delete ${view.name}`,
      run: () => void onDelete(),
      pending: remove.isPending,
      color: 'red',
    },
  ];
  return (
    <Paper component="li" withBorder p="sm" aria-label={view.name}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {view.name}
          </Text>
          {view.isDefault && (
            <Badge size="sm" variant="light">
              Default
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {describeFilter(view.filter)}
        </Text>
        {view.droppedCompanies.length > 0 && (
          <Alert color="orange" variant="light" p="xs">
            <Text size="xs">{droppedNotice(view.droppedCompanies)}</Text>
          </Alert>
        )}
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action.label}
              size="compact-xs"
              variant={action.pending === undefined ? 'default' : 'light'}
              color={action.color}
              loading={action.pending ?? false}
              onClick={action.run}
              aria-label={action.name}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
