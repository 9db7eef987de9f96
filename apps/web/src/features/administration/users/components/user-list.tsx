/**
 * The users screen: the users with their role, companies and status, a search and a role filter
 * and pages of 15 that live in the address, and the actions on them.
 */
import { Button, Group, Stack } from '@mantine/core';
import { MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { ListPager, ShownCount } from '../../../../components/record-list/list-pager';
import { ListRows } from '../../../../components/record-list/list-rows';
import { ListEmpty } from '../../../../components/record-list/list-states';
import { PagedListContent } from '../../../../components/record-list/paged-list-content';
import { useAddressView } from '../../../../components/record-list/use-list-view';
import { usePagedList } from '../../../../components/record-list/use-paged-list';
import { usePhone } from '../../../../components/record-list/use-phone';
import { useUsers } from '../api/get-users';
import { useSignInRequest } from '../hooks/use-sign-in-request';
import { useUserActions } from '../hooks/use-user-actions';
import { isFiltered, userListCodec } from '../user-list-params';
import { USER_MESSAGES } from '../user-messages';
import { TemporaryPasswordModal } from './temporary-password-modal';
import { UserFilters } from './user-filters';
import { UserFormModal } from './user-form-modal';
import { userRows } from './user-rows';

export function UserList() {
  const { view, show } = useAddressView(userListCodec);
  const list = useUsers(view);
  const paged = usePagedList(list, view, show, MASTER_PAGE_SIZE);
  const actions = useUserActions();
  useSignInRequest(actions.openNewFor);
  const phone = usePhone();

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-end">
        <UserFilters view={view} onChange={show} />
        <Button onClick={actions.openNew} fullWidth={phone}>
          {USER_MESSAGES.newUser}
        </Button>
      </Group>
      {paged.shown && <ShownCount refreshing={paged.refreshing} shown={paged.shown} />}
      <PagedListContent
        list={list}
        paged={paged}
        skeleton={{ phone, label: USER_MESSAGES.loading }}
        failedTitle={USER_MESSAGES.loadFailed}
        empty={() =>
          isFiltered(view) ? (
            <ListEmpty
              title={USER_MESSAGES.empty}
              detail="No user matches the search and role chosen."
              clear={{
                label: 'Clear filters',
                onClear: () => show({ page: 1, keyword: '', role: '' }),
              }}
            />
          ) : (
            <ListEmpty title={USER_MESSAGES.empty} />
          )
        }
      >
        {(answer) => <ListRows definition={userRows(actions)} answer={answer} phone={phone} />}
      </PagedListContent>
      <ListPager {...paged.pager} phone={phone} />
      <UserFormModal
        target={actions.formTarget}
        onClose={actions.closeForm}
        onCreated={actions.showIssued}
      />
      <TemporaryPasswordModal issued={actions.issued} onClose={actions.closeIssued} />
    </Stack>
  );
}
