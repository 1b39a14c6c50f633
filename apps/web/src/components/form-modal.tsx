import { useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { leaveScope, UnsavedScope } from '../lib/unsaved-changes';
import { useIsMobile } from '../lib/use-is-mobile';
import { LeaveUnsavedModal } from './leave-unsaved-modal';

type FormModalProps = Omit<ModalProps, 'title'> & { title?: ReactNode; children: ReactNode };

/**
 * The add/edit modal every form opens in: a close button and a default title. Closing it (its
 * button, Esc, a click outside) while a form in it holds changes asks first; a form's own
 * 'Annulla' and its close after a save do not.
 */
export function FormModal({ title = 'Aggiungi o modifica', size = 'lg', children, onClose, ...props }: FormModalProps) {
  // On a phone a form needs the whole screen.
  const mobile = useIsMobile();
  const [scope] = useState(() => new Set<symbol>());
  const [asking, setAsking] = useState(false);
  const close = () => (scope.size > 0 ? setAsking(true) : onClose());
  return (
    <>
      <Modal title={title} size={size} fullScreen={mobile} closeButtonProps={{ 'aria-label': 'Chiudi' }} onClose={close} {...props}>
        <UnsavedScope.Provider value={scope}>{children}</UnsavedScope.Provider>
      </Modal>
      {/* mounted only while asking: a modal listens to Esc on the window from its mount, and one
          mounted beforehand would take the very Esc that opened it and close at once */}
      {asking && (
        <LeaveUnsavedModal
          opened
          leaving="modal"
          onStay={() => setAsking(false)}
          onLeave={() => {
            setAsking(false);
            leaveScope(scope);
            onClose();
          }}
        />
      )}
    </>
  );
}
