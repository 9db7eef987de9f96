/**
 * Around a paged list: 'Showing 16–30 of 183' with a spinner while the next page loads, and
 * the pages under it, their buttons named for screen readers.
 */
import { Group, Loader, Pagination, Text } from '@mantine/core';
import { shownRange } from './list-view';

interface ListPagerProps {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  phone: boolean;
  /** The accessible name of the pager's navigation. */
  label?: string;
}

/** Nothing when every row fits on one page. */
export function ListPager({ pages, page, onChange, phone, label = 'Pages' }: ListPagerProps) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={phone ? 0 : 1}
        size={phone ? 'sm' : 'md'}
        getControlProps={(control) => ({
          'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
        })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}

/** The rows on screen: the page they belong to, how many, and how many there are in all. */
export interface ShownRows {
  page: number;
  limit: number;
  rowsShown: number;
  count: number;
}

interface ShownCountProps {
  /** The rows before stay on screen while the next page loads. */
  refreshing: boolean;
  /** Null while there is nothing to count yet. */
  shown: ShownRows | null;
}

export function ShownCount({ refreshing, shown }: ShownCountProps) {
  return (
    <Group gap="xs" aria-live="polite">
      {refreshing && <Loader size="xs" aria-label="Loading" />}
      {shown && (
        <Text size="sm" c="dimmed">
          {shownRange(shown.page, shown.limit, shown.rowsShown, shown.count)}
        </Text>
      )}
    </Group>
  );
}
