/** A dialog open while it has something to show; what it shows is drawn only then. */
import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ModalForProps<Value> extends Omit<ModalProps, 'opened' | 'children'> {
  /** What the dialog shows; null while it is closed. */
  value: Value | null;
  children: (value: Value) => ReactNode;
}

export function ModalFor<Value>({ value, children, ...modal }: ModalForProps<Value>) {
  return (
    <Modal {...modal} opened={value !== null}>
      {value !== null && children(value)}
    </Modal>
  );
}
