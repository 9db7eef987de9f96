/**
 * Saved views (issue 26, point 7) as a control a sales page places by its filter: a 'Saved
 * views' menu that lists the user's views (choosing one applies it), 'Save current view as…'
 * and 'Manage views…' (rename, make the Today page's default, delete). A view naming a company
 * the user may no longer see says so. Mantine's Menu and Modal: keyboard-usable and labelled.
 */
import { Badge, Button, Menu, Text } from '@mantine/core';
import type { SavedView, SavedViewFilter } from '@outlet-pulse/contracts';
import { useState } from 'react';
import { toast } from '../../../../lib/notices';
import { useCreateSavedView } from '../api/create-saved-view';
import { useSavedViews } from '../api/get-saved-views';
import { useUpdateSavedView } from '../api/update-saved-view';
import { describeFilter } from '../view-filter';
import { ManageViewsModal } from './manage-views-modal';
import { ViewNameModal } from './view-name-modal';

export const SAVED_VIEWS_BUTTON = 'Saved views';
export const SAVE_VIEW_ITEM = 'Save current view as…';
export const MANAGE_VIEWS_ITEM = 'Manage views…';

export interface SavedViewsMenuProps {
  /** The filter the page shows now: what 'Save current view as…' saves. */
  current: SavedViewFilter;
  /** The view the page shows now, if any: marked in the list. */
  activeViewId?: string | null;
  /** A view was chosen: the page shows its filter (and may put its id in the address). */
  onApply: (filter: SavedViewFilter, view: SavedView) => void;
}

type Dialog = { kind: 'save' } | { kind: 'manage' } | { kind: 'rename'; view: SavedView };

export function SavedViewsMenu({ current, activeViewId = null, onApply }: SavedViewsMenuProps) {
  const views = useSavedViews();
  const create = useCreateSavedView();
  const rename = useUpdateSavedView();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => {
    setDialog(null);
    create.reset();
    rename.reset();
  };
  const list = views.data ?? [];

  return (
    <>
      <Menu position="bottom-end" width={320} withinPortal>
        <Menu.Target>
          <Button variant="default" size="compact-sm">
            {SAVED_VIEWS_BUTTON}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={SAVED_VIEWS_BUTTON}>
          <Menu.Label>Your views</Menu.Label>
          {views.isPending && <Menu.Item disabled>Loading your views…</Menu.Item>}
          {views.isError && <Menu.Item disabled>Your views could not be loaded.</Menu.Item>}
          {views.isSuccess && list.length === 0 && (
            <Menu.Item disabled>No saved views yet.</Menu.Item>
          )}
          {list.map((view) => (
            <Menu.Item
              key={view.id}
              onClick={() => onApply(view.filter, view)}
              aria-current={view.id === activeViewId ? 'true' : undefined}
              rightSection={
                view.isDefault ? (
                  <Badge size="xs" variant="light">
                    Default
                  </Badge>
                ) : null
              }
            >
              <Text size="sm" fw={view.id === activeViewId ? 700 : 500} lineClamp={1}>
                {view.name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {describeFilter(view.filter)}
              </Text>
              {view.droppedCompanies.length > 0 && (
                <Text size="xs" c="orange.8">
                  {view.droppedCompanies.join(', ')} no longer yours
                </Text>
              )}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setDialog({ kind: 'save' })}>{SAVE_VIEW_ITEM}</Menu.Item>
          <Menu.Item onClick={() => setDialog({ kind: 'manage' })} disabled={list.length === 0}>
            {MANAGE_VIEWS_ITEM}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <ViewNameModal
        opened={dialog?.kind === 'save'}
        title="Save the current view"
        description={describeFilter(current)}
        initialName=""
        offerDefault
        submitLabel="Save view"
        saving={create.isPending}
        error={create.error?.message ?? null}
        onClose={close}
        onSubmit={({ name, isDefault }) =>
          create.mutate(
            { name, filter: current, isDefault },
            {
              onSuccess: (saved) => {
                toast('success', 'View saved', saved.name, { service: true });
                close();
              },
            },
          )
        }
      />
      <ViewNameModal
        opened={dialog?.kind === 'rename'}
        title="Rename the view"
        description={dialog?.kind === 'rename' ? describeFilter(dialog.view.filter) : ''}
        initialName={dialog?.kind === 'rename' ? dialog.view.name : ''}
        offerDefault={false}
        submitLabel="Rename"
        saving={rename.isPending}
        error={rename.error?.message ?? null}
        onClose={() => {
          rename.reset();
          setDialog({ kind: 'manage' });
        }}
        onSubmit={({ name }) => {
          if (dialog?.kind !== 'rename') return;
          rename.mutate(
            { id: dialog.view.id, name },
            {
              onSuccess: () => {
                rename.reset();
                setDialog({ kind: 'manage' });
              },
            },
          );
        }}
      />
      <ManageViewsModal
        opened={dialog?.kind === 'manage'}
        views={list}
        onRename={(view) => setDialog({ kind: 'rename', view })}
        onClose={close}
      />
    </>
  );
}
