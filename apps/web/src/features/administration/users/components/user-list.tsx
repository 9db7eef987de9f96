/**
 * The users screen: the users with their role, companies and status, a search and a role filter
 * and pages of 15 that live in the address, and the actions on them.
 */
import { Button, Group, Stack } from '@mantine/core';
import { ListPager } from '../../components/list-pager';
import { ListEmpty } from '../../components/list-states';
import { PagedListContent } from '../../components/paged-list-content';
import { ShownRange } from '../../components/shown-range';
import { useListView } from '../../hooks/use-list-view';
import { usePagedList } from '../../hooks/use-paged-list';
import { usePhone } from '../../hooks/use-phone';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../hooks/use-user-actions';
import { isFiltered, userListCodec } from '../user-list-params';
import { USER_MESSAGES } from '../user-messages';
import { TemporaryPasswordModal } from './temporary-password-modal';
import { UserCards } from './user-cards';
import { UserFilters } from './user-filters';
import { UserFormModal } from './user-form-modal';
import { UserTable } from './user-table';

export function UserList() {
  const { view, show } = useListView(userListCodec);
  const list = useUsers(view);
  const { data, pages, pastLastPage, refreshing } = usePagedList(list, view, show);
  const actions = useUserActions();
  const phone = usePhone();

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-end">
        <UserFilters view={view} onChange={show} />
        <Button onClick={actions.openNew} fullWidth={phone}>
          {USER_MESSAGES.newUser}
        </Button>
      </Group>
      {data && !pastLastPage && (
        <ShownRange
          page={data.view.page}
          rowsShown={data.rows.length}
          count={data.count}
          refreshing={refreshing}
        />
      )}
      <PagedListContent
        list={list}
        pastLastPage={pastLastPage}
        refreshing={refreshing}
        phone={phone}
        loadingLabel={USER_MESSAGES.loading}
        failedTitle={USER_MESSAGES.loadFailed}
        empty={
          <ListEmpty
            title={USER_MESSAGES.empty}
            filtered={
              isFiltered(view)
                ? {
                    text: 'No user matches the search and role chosen.',
                    onClear: () => show({ page: 1, keyword: '', role: '' }),
                  }
                : undefined
            }
          />
        }
      >
        {(answer) => {
          const rows = { rows: answer.rows, page: answer.view.page, actions };
          return phone ? <UserCards {...rows} /> : <UserTable {...rows} />;
        }}
      </PagedListContent>
      {data && (
        <ListPager
          pages={pages}
          page={view.page}
          onChange={(page) => show({ ...view, page })}
          phone={phone}
        />
      )}
      <UserFormModal
        target={actions.formTarget}
        onClose={actions.closeForm}
        onCreated={actions.showIssued}
      />
      <TemporaryPasswordModal issued={actions.issued} onClose={actions.closeIssued} />
    </Stack>
  );
}
