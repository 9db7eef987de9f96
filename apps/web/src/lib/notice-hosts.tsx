/**
 * Where the toasts and the dialogs of lib/notices.ts show, mounted only once the first is asked
 * for: Mantine's dialogs bring the floating-ui positioning library and its scroll lock, the
 * toasts their transitions, and the first page (the sign-in page on a phone) shows neither.
 * Toasts wait in Mantine's store until their host mounts; a dialog's request is an event only
 * a mounted host hears, so a dialog waits for whenDialogsReady().
 */
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

const loadHosts = () => import('./mantine-notice-hosts');
const ToastHost = lazy(async () => ({ default: (await loadHosts()).ToastHost }));
const DialogHost = lazy(async () => ({ default: (await loadHosts()).DialogHost }));

let dialogsWanted = false;
const wantedListeners = new Set<() => void>();
let markDialogsReady: () => void = () => undefined;
const dialogsReady = new Promise<void>((resolve) => {
  markDialogsReady = resolve;
});

function subscribeToDialogsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Resolves once the dialogs' host listens for requests; mounts it on the first call. */
export function whenDialogsReady(): Promise<void> {
  if (!dialogsWanted) {
    dialogsWanted = true;
    for (const listener of wantedListeners) listener();
  }
  return dialogsReady;
}

export function NoticeHosts() {
  const { notifications, queue } = useNotifications();
  // Once mounted, the toasts' host stays: it plays each toast's closing transition.
  const [toastsShown, setToastsShown] = useState(false);
  if (!toastsShown && notifications.length + queue.length > 0) setToastsShown(true);
  const dialogsShown = useSyncExternalStore(subscribeToDialogsWanted, () => dialogsWanted);
  return (
    <>
      <Suspense fallback={null}>{toastsShown ? <ToastHost /> : null}</Suspense>
      <Suspense fallback={null}>
        {dialogsShown ? <DialogHost onReady={markDialogsReady} /> : null}
      </Suspense>
    </>
  );
}
