/**
 * Mantine's toasts and dialogs, loaded on demand by notice-hosts.tsx, with the toasts' sheets (in
 * the `mantine` layer, like main.tsx's): a page that shows no notice does not load them. On a
 * phone the toasts show at the bottom: at the top they spanned the top bar and covered its menu
 * button ('Login successful' right after signing in, issue 25).
 */
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/** The shell's phone width (use-small-screen.ts), where the menu button sits under a top toast. */
const PHONE_WIDTH = '(max-width: 767px)';

export function ToastHost() {
  const phone = useMediaQuery(PHONE_WIDTH, undefined, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} limit={4} />;
}

export function DialogHost({ onReady }: { onReady: () => void }) {
  // The provider, a child, has its event listeners by now: a child's effects run first.
  useEffect(() => onReady(), [onReady]);
  return <ModalsProvider />;
}
