/**
 * portal/operation/checklist: the store checklists of the companies the user may see, newest
 * first, with their flag totals; a search and pages of 15 that live in the address. Everyone
 * opens a checklist's report here; users whose role allows it send it by e-mail on demand (when
 * the server can e-mail, else the screen says why not), or revoke its links.
 */
import { Group, Stack, Text } from '@mantine/core';
import { CHECKLIST_MESSAGES, CHECKLIST_PAGE_SIZE } from '@outlet-pulse/contracts';
import { ListPager, ShownCount } from '../../../components/record-list/list-pager';
import { ListRows } from '../../../components/record-list/list-rows';
import { ListSearch } from '../../../components/record-list/list-search';
import { ListEmpty } from '../../../components/record-list/list-states';
import { PagedListContent } from '../../../components/record-list/paged-list-content';
import { useListView } from '../../../components/record-list/use-list-view';
import { usePagedList } from '../../../components/record-list/use-paged-list';
import { usePhone } from '../../../components/record-list/use-phone';
import { useChecklists } from '../api/get-checklists';
import { useChecklistReportActions } from '../hooks/use-checklist-report-actions';
import { checklistRows } from './checklist-rows';
import { FlagLegend } from './flag-badges';
import { ReportLinkModal } from './report-link-modal';

const SEARCH_LABEL = 'Search checklists';

export function ChecklistsPage() {
  const { view, show, searchFor } = useListView();
  const list = useChecklists(view);
  const actions = useChecklistReportActions();
  const phone = usePhone();
  const paged = usePagedList(list, view, show, CHECKLIST_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="center">
        <ListSearch
          keyword={view.keyword}
          onSearch={searchFor}
          label={SEARCH_LABEL}
          placeholder="Document number, outlet or PIC"
          width={360}
        />
        <ShownCount refreshing={paged.refreshing} shown={paged.shown} />
      </Group>
      <FlagLegend />
      {actions.canSend && actions.sendDisabledReason && (
        <Text size="sm" c="dimmed">
          Send report is off: {actions.sendDisabledReason}.
        </Text>
      )}
      <PagedListContent
        list={list}
        paged={paged}
        skeleton={{ phone, label: 'Loading checklists', cardHeight: 190 }}
        failedTitle="The checklists could not be loaded"
        empty={() =>
          view.keyword === '' ? (
            <ListEmpty title={CHECKLIST_MESSAGES.empty} />
          ) : (
            <ListEmpty
              title={CHECKLIST_MESSAGES.empty}
              detail={`No checklist matches “${view.keyword}”.`}
              clear={{ label: 'Clear search', onClear: () => searchFor('') }}
            />
          )
        }
      >
        {(answer) => <ListRows definition={checklistRows(actions)} answer={answer} phone={phone} />}
      </PagedListContent>
      <ListPager {...paged.pager} phone={phone} />
      <ReportLinkModal sent={actions.sent} onClose={actions.closeSent} />
    </Stack>
  );
}
