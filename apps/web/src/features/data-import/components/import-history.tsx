/**
 * The history of imports, newest first, ten to a page; the page lives in the address. A table
 * on wider screens, cards on a phone.
 */
import { Group, Stack, Title } from '@mantine/core';
import { ListPager, ShownCount } from '../../../components/record-list/list-pager';
import { ListRows } from '../../../components/record-list/list-rows';
import { ListEmpty } from '../../../components/record-list/list-states';
import { PagedListContent } from '../../../components/record-list/paged-list-content';
import { useAddressView } from '../../../components/record-list/use-list-view';
import { usePagedList } from '../../../components/record-list/use-paged-list';
import { useImportHistory } from '../api/get-import-history';
import { HISTORY_PAGE_SIZE, historyViewCodec } from '../import-params';
import { HISTORY_ROWS } from './history-rows';

export function ImportHistory({ phone }: { phone: boolean }) {
  const { view, show } = useAddressView(historyViewCodec);
  const history = useImportHistory(view.page, true);
  const paged = usePagedList(history, view, show, HISTORY_PAGE_SIZE);

  return (
    <Stack gap="sm" component="section" aria-labelledby="import-history-title">
      <Group justify="space-between" gap="xs" align="baseline">
        <Title order={2} size="h4" id="import-history-title">
          History
        </Title>
        <ShownCount refreshing={paged.refreshing} shown={paged.shown} />
      </Group>
      <PagedListContent
        list={history}
        paged={paged}
        skeleton={{
          phone,
          label: 'Loading the import history',
          rows: 6,
          cards: 3,
          cardHeight: 170,
        }}
        failedTitle="The import history could not be loaded"
        empty={() => (
          <ListEmpty
            title="No imports yet"
            detail="Every file loaded, or refused while loading, is listed here."
            gap={0}
          />
        )}
      >
        {(answer) => <ListRows definition={HISTORY_ROWS} answer={answer} phone={phone} />}
      </PagedListContent>
      <ListPager {...paged.pager} phone={phone} label="History pages" />
    </Stack>
  );
}
