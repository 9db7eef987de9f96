/**
 * Mantine's toasts and dialogs, loaded on demand by notice-hosts.tsx, with the toasts' sheets (in
 * the `mantine` layer, like main.tsx's): a page that shows no notice does not load them.
 */
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

export function ToastHost() {
  return <Notifications position="top-right" limit={4} />;
}

export function DialogHost({ onReady }: { onReady: () => void }) {
  // The provider, a child, has its event listeners by now: a child's effects run first.
  useEffect(() => onReady(), [onReady]);
  return <ModalsProvider />;
}
