/**
 * The audit log screen: who created, changed or deleted what and when, newest first, filtered by
 * entity and user, in pages of 15 that live in the address.
 */
import { Stack } from '@mantine/core';
import { MASTER_PAGE_SIZE } from '@outlet-pulse/contracts';
import { ListPager, ShownCount } from '../../../../components/record-list/list-pager';
import { ListRows } from '../../../../components/record-list/list-rows';
import { ListEmpty } from '../../../../components/record-list/list-states';
import { PagedListContent } from '../../../../components/record-list/paged-list-content';
import { useAddressView } from '../../../../components/record-list/use-list-view';
import { usePagedList } from '../../../../components/record-list/use-paged-list';
import { usePhone } from '../../../../components/record-list/use-phone';
import { useAuditLog } from '../api/get-audit-log';
import { auditListCodec, isFiltered } from '../audit-list-params';
import { AuditFilters } from './audit-filters';
import { AUDIT_ROWS } from './audit-rows';

const EMPTY_TITLE = 'No changes recorded';

export function AuditLogList() {
  const { view, show } = useAddressView(auditListCodec);
  const list = useAuditLog(view);
  const paged = usePagedList(list, view, show, MASTER_PAGE_SIZE);
  const phone = usePhone();

  return (
    <Stack gap="md">
      <AuditFilters view={view} onChange={show} />
      {paged.shown && <ShownCount refreshing={paged.refreshing} shown={paged.shown} />}
      <PagedListContent
        list={list}
        paged={paged}
        skeleton={{ phone, label: 'Loading the audit log' }}
        failedTitle="The audit log could not be loaded"
        empty={() =>
          isFiltered(view) ? (
            <ListEmpty
              title={EMPTY_TITLE}
              detail="Nothing matches the entity and user chosen."
              clear={{
                label: 'Clear filters',
                onClear: () => show({ page: 1, entity: '', user: '' }),
              }}
            />
          ) : (
            <ListEmpty title={EMPTY_TITLE} />
          )
        }
      >
        {(answer) => <ListRows definition={AUDIT_ROWS} answer={answer} phone={phone} />}
      </PagedListContent>
      <ListPager {...paged.pager} phone={phone} />
    </Stack>
  );
}
