/**
 * The alert helper of spec 000 §8: toasts, the save confirmation, the loading notice and the
 * welcome notice, with the timings of §9. Every text comes from NOTICE in the contracts.
 */
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { NOTICE } from '@outlet-pulse/contracts';
import type { ReactNode } from 'react';
import { whenDialogsReady } from './notice-hosts';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

const TOAST_COLORS: Record<ToastType, string> = {
  success: 'teal',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

interface ToastOptions {
  /** A service toast (the answer of a server call) stays a little longer. */
  service?: boolean;
}

export function toast(
  type: ToastType,
  title: string,
  text?: ReactNode,
  { service = false }: ToastOptions = {},
): void {
  notifications.show({
    color: TOAST_COLORS[type],
    title,
    message: text ?? '',
    autoClose: service ? NOTICE.serviceToastMs : NOTICE.toastMs,
  });
}

export interface ConfirmOptions {
  /** The question, 'Are you sure want to …?'. */
  title?: string;
  /** What the question is about, under it. */
  text?: ReactNode;
  /** 'Yes, … it!'. */
  confirmLabel?: string;
  confirmColor?: string;
}

/**
 * Asks a question in the confirm pattern of spec 000 §8; resolves true on the confirm button.
 * Cancel, Escape or a click outside resolve false and show 'Cancelled'. The dialogs' host
 * mounts on the first question (notice-hosts.tsx).
 */
export async function confirmAction({
  title = NOTICE.confirmText,
  text,
  confirmLabel = NOTICE.confirmButton,
  confirmColor,
}: ConfirmOptions = {}): Promise<boolean> {
  await whenDialogsReady();
  return new Promise((resolve) => {
    let confirmed = false;
    modals.openConfirmModal({
      title,
      children: text,
      centered: true,
      labels: { confirm: confirmLabel, cancel: NOTICE.cancelButton },
      confirmProps: confirmColor ? { color: confirmColor } : undefined,
      onConfirm: () => {
        confirmed = true;
        resolve(true);
      },
      onClose: () => {
        if (confirmed) return;
        toast('info', NOTICE.cancelled);
        resolve(false);
      },
    });
  });
}

/** Asks 'Are you sure want to save?'; resolves true on 'Yes, Save it!'. */
export function confirmSave(text: string = NOTICE.confirmText): Promise<boolean> {
  return confirmAction({ title: text });
}

export function loadingNotice(title: string = NOTICE.loadingTitle): void {
  notifications.show({ loading: true, title, message: '', autoClose: NOTICE.loadingMs });
}

export function welcomeNotice(name: string): void {
  toast('info', NOTICE.welcomeTitle, name, { service: true });
}
