/**
 * The audit log screen: who created, changed or deleted what and when, newest first, filtered by
 * entity and user, in pages of 15 that live in the address.
 */
import { Stack } from '@mantine/core';
import { ListPager } from '../../components/list-pager';
import { ListEmpty } from '../../components/list-states';
import { PagedListContent } from '../../components/paged-list-content';
import { ShownRange } from '../../components/shown-range';
import { useListView } from '../../hooks/use-list-view';
import { usePagedList } from '../../hooks/use-paged-list';
import { usePhone } from '../../hooks/use-phone';
import { useAuditLog } from '../api/get-audit-log';
import { auditListCodec, isFiltered } from '../audit-list-params';
import { AuditCards } from './audit-cards';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

export function AuditLogList() {
  const { view, show } = useListView(auditListCodec);
  const list = useAuditLog(view);
  const { data, pages, pastLastPage, refreshing } = usePagedList(list, view, show);
  const phone = usePhone();

  return (
    <Stack gap="md">
      <AuditFilters view={view} onChange={show} />
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
        loadingLabel="Loading the audit log"
        failedTitle="The audit log could not be loaded"
        empty={
          <ListEmpty
            title="No changes recorded"
            filtered={
              isFiltered(view)
                ? {
                    text: 'Nothing matches the entity and user chosen.',
                    onClear: () => show({ page: 1, entity: '', user: '' }),
                  }
                : undefined
            }
          />
        }
      >
        {(answer) =>
          phone ? (
            <AuditCards rows={answer.rows} page={answer.view.page} />
          ) : (
            <AuditTable rows={answer.rows} page={answer.view.page} />
          )
        }
      </PagedListContent>
      {data && (
        <ListPager
          pages={pages}
          page={view.page}
          onChange={(page) => show({ ...view, page })}
          phone={phone}
        />
      )}
    </Stack>
  );
}
