import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { useIsMobile } from '../lib/use-is-mobile';

type FormModalProps = Omit<ModalProps, 'title'> & { title?: ReactNode; children: ReactNode };

/** The add/edit modal every form opens in: a close button and a default title. */
export function FormModal({ title = 'Aggiungi o modifica', size = 'lg', children, ...props }: FormModalProps) {
  // On a phone a form needs the whole screen.
  const mobile = useIsMobile();
  return (
    <Modal title={title} size={size} fullScreen={mobile} closeButtonProps={{ 'aria-label': 'Chiudi' }} {...props}>
      {children}
    </Modal>
  );
}
