/**
 * The frame of every detail modal (spec 000 §2, common detail modal behaviour): extra large,
 * the full width for every detail (the outlet worklist and the dilution table alike, issue 25,
 * item 9) and scrollable (full screen on a phone; wide
 * tables scroll sideways in their own box, which is why the modal scrolls natively rather than
 * through a ScrollArea that would widen with them); a click on the backdrop does nothing; the
 * close button and Escape close it and clear the selection; focus stays inside while it is
 * open. While the detail loads it shows 'Loading'; a failure shows the error with Retry.
 */
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/query-state';

const PHONE = '(max-width: 48em)';

interface DetailModalProps<Data> {
  opened: boolean;
  title: string;
  /** Clears the selection. */
  onClose: () => void;
  query: UseQueryResult<Data, Error>;
  children: (data: Data) => ReactNode;
}

export function DetailModal<Data>({
  opened,
  title,
  onClose,
  query,
  children,
}: DetailModalProps<Data>) {
  const phone = useMediaQuery(PHONE) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="100%"
      fullScreen={phone}
      closeOnClickOutside={false}
      closeOnEscape
      trapFocus
      returnFocus
      closeButtonProps={{ 'aria-label': `Close ${title}` }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <QueryState query={query} loadingLabel={`Loading ${title}`} loadingHeight={160}>
        {children}
      </QueryState>
    </Modal>
  );
}
