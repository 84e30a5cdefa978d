import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface ModalShellProps {
  opened: boolean;
  onClose: () => void;
  size: number;
  /** A ModalHeader and Modal.Body, so the title can change with the content. */
  children: ReactNode;
}

/** The rounded, centred dialog of the patient flows, composed so its content owns the header. */
export function ModalShell({ opened, onClose, size, children }: ModalShellProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} radius="lg" centered>
      <Modal.Overlay />
      <Modal.Content>{children}</Modal.Content>
    </Modal.Root>
  );
}
