import { Modal } from '@mantine/core';

/** The title bar inside a ModalShell, whose title changes with its content. */
export function ModalHeader({ title }: { title: string }) {
  return (
    <Modal.Header px="xl" pt="lg">
      <Modal.Title fw={700} fz="xl">
        {title}
      </Modal.Title>
      <Modal.CloseButton aria-label="Close" />
    </Modal.Header>
  );
}
