import { ConfirmModal } from './confirm-modal';

const TEXTS = {
  page: { verb: 'esci', confirm: 'Esci senza salvare' },
  modal: { verb: 'chiudi', confirm: 'Chiudi senza salvare' },
} as const;

/** The question before changes not saved are left behind: leaving the page, or closing a form's modal. */
export function LeaveUnsavedModal({
  opened,
  leaving,
  onStay,
  onLeave,
}: {
  opened: boolean;
  leaving: keyof typeof TEXTS;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { verb, confirm } = TEXTS[leaving];
  return (
    <ConfirmModal
      opened={opened}
      title="Modifiche non salvate"
      message={`Hai modificato dei dati senza salvarli: se ${verb} ora, le modifiche andranno perse.`}
      cancelLabel="Resta"
      confirmLabel={confirm}
      danger
      onClose={onStay}
      onConfirm={onLeave}
    />
  );
}
