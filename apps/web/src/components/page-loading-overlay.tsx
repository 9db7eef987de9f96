/**
 * The global loading overlay (§2.2): a spinner and a title over the whole page, fading in and
 * out in 200 ms, with page scrolling blocked while it shows.
 */
import { Loader, Stack, Text, Transition } from '@mantine/core';
import { PAGE_MESSAGES } from '@outlet-pulse/contracts';
import { useEffect } from 'react';
import classes from './page-loading-overlay.module.css';

const FADE_MS = 200;

export function PageLoadingOverlay({
  visible,
  title = PAGE_MESSAGES.loading,
}: {
  visible: boolean;
  title?: string;
}) {
  useEffect(() => {
    if (!visible) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [visible]);

  return (
    <Transition mounted={visible} transition="fade" duration={FADE_MS}>
      {(style) => (
        <div className={classes.overlay} style={style} role="status" aria-live="polite">
          <Stack align="center" gap="xs">
            <Loader />
            <Text fw={500}>{title}</Text>
          </Stack>
        </div>
      )}
    </Transition>
  );
}
