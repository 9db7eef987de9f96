/** The pages of a list, under it; its buttons are named for screen readers. */
import { Group, Pagination } from '@mantine/core';

interface ListPagerProps {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  phone: boolean;
}

export function ListPager({ pages, page, onChange, phone }: ListPagerProps) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label="Pages" justify="center">
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
