/**
 * portal/operation/checklist: the store checklists of the companies the user may see, newest
 * first, with their flag totals; a search and pages of 15 that live in the address. Users whose
 * role allows it send a checklist's report by e-mail on demand, or revoke its links.
 */
import { Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CHECKLIST_PAGE_SIZE } from '@outlet-pulse/contracts';
import { useEffect } from 'react';
import { useChecklists } from '../api/get-checklists';
import { pageCount, shownRange } from '../checklist-list-params';
import { useChecklistListView } from '../hooks/use-checklist-list-view';
import { useChecklistReportActions } from '../hooks/use-checklist-report-actions';
import { ChecklistCards } from './checklist-cards';
import {
  ChecklistListEmpty,
  ChecklistListFailed,
  ChecklistListSkeleton,
} from './checklist-list-states';
import { ChecklistSearch } from './checklist-search';
import { ChecklistTable } from './checklist-table';
import classes from './checklists.module.css';
import { ReportLinkModal } from './report-link-modal';

/** Spec 001 §9: small screens are 767 px wide or less. */
const PHONE_QUERY = '(max-width: 767px)';

export function ChecklistsPage() {
  const { view, show, searchFor } = useChecklistListView();
  const list = useChecklists(view);
  const actions = useChecklistReportActions();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  const data = list.data;
  const pages = data ? pageCount(data.count) : 1;
  // An address past the last page (the list got shorter, or a typed address) shows the last.
  const pastLastPage = data !== undefined && !list.isPlaceholderData && view.page > pages;
  useEffect(() => {
    if (pastLastPage) show({ ...view, page: pages }, { replace: true });
  }, [pastLastPage, pages, view, show]);

  const refreshing = list.isPlaceholderData && list.isFetching;

  function content() {
    // A retry after an error shows the skeleton again, not the old error.
    if (list.isError && !list.isFetching) {
      return (
        <ChecklistListFailed message={list.error.message} onRetry={() => void list.refetch()} />
      );
    }
    if (!data || list.isError || pastLastPage) return <ChecklistListSkeleton phone={phone} />;
    if (data.rows.length === 0) {
      return <ChecklistListEmpty keyword={view.keyword} onClear={() => searchFor('')} />;
    }
    const rows = { rows: data.rows, page: data.view.page, actions };
    return (
      <div className={refreshing ? classes.fetching : undefined} aria-busy={refreshing}>
        {phone ? <ChecklistCards {...rows} /> : <ChecklistTable {...rows} />}
      </div>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="center">
        <ChecklistSearch keyword={view.keyword} onSearch={searchFor} />
        <Group gap="xs" aria-live="polite">
          {refreshing && <Loader size="xs" aria-label="Loading" />}
          {data && !pastLastPage && (
            <Text size="sm" c="dimmed">
              {shownRange(data.view.page, CHECKLIST_PAGE_SIZE, data.rows.length, data.count)}
            </Text>
          )}
        </Group>
      </Group>
      {content()}
      {data && pages > 1 && (
        <Group component="nav" aria-label="Pages" justify="center">
          <Pagination
            total={pages}
            value={Math.min(view.page, pages)}
            onChange={(page) => show({ ...view, page })}
            siblings={phone ? 0 : 1}
            size={phone ? 'sm' : 'md'}
            getControlProps={(control) => ({
              'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
            })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      )}
      <ReportLinkModal sent={actions.sent} onClose={actions.closeSent} />
    </Stack>
  );
}
