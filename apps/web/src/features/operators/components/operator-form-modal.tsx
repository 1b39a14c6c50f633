import { FormModal } from '../../../components/form-modal';
import { OperatorForm, type OperatorFormProps } from './operator-form';

type OperatorFormModalProps = Omit<OperatorFormProps, 'onClose'> & {
  opened: boolean;
  onClose: () => void;
  /** Default: 'Aggiungi Nuovo Operatore' to add (spec 01 §2), 'Modifica operatore' to edit. */
  title?: string;
};

/** The operator form in its modal: the modal's title is the form's one heading. */
export function OperatorFormModal({ opened, onClose, title, ...form }: OperatorFormModalProps) {
  const heading = title ?? (form.operatorId == null ? 'Aggiungi Nuovo Operatore' : 'Modifica operatore');
  return (
    <FormModal opened={opened} onClose={onClose} title={heading}>
      {opened && <OperatorForm {...form} onClose={onClose} />}
    </FormModal>
  );
}
