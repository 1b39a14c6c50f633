import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { formatDate } from '@empowerment/shared';
import type { BeneficiaryDuplicate } from '@empowerment/shared/beneficiaries';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { leaveUnsavedChanges } from '../../../lib/unsaved-changes';

type DuplicatesModalProps = {
  duplicates: BeneficiaryDuplicate[];
  onClose: () => void;
  onConfirm: () => void;
};

const REASONS: Record<BeneficiaryDuplicate['reason'], string> = {
  fiscal_code: 'stesso codice fiscale',
  name_birth_date: 'stessa data di nascita e nome simile',
};

/**
 * Before a create: the beneficiaries who are probably the same woman, each with a link to her record.
 * The same fiscal code is certainly her (the server refuses a second record): then the only way on is her record.
 */
export function DuplicatesModal({ duplicates, onClose, onConfirm }: DuplicatesModalProps) {
  const sameFiscalCode = duplicates.find((d) => d.reason === 'fiscal_code');
  return (
    <Modal
      opened={duplicates.length > 0}
      onClose={onClose}
      title="Possibile beneficiario già registrato"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {duplicates.length === 1
            ? 'Nel sistema c’è già una persona che potrebbe essere la stessa:'
            : `Nel sistema ci sono già ${duplicates.length} persone che potrebbero essere la stessa:`}
        </Text>
        <List spacing="xs" size="sm">
          {duplicates.map((d) => (
            <List.Item key={d.ID}>
              <Anchor component={Link} to={paths.beneficiary.getHref(d.ID)} fw={600} onClick={leaveUnsavedChanges}>
                {d.name} {d.surname}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                {[d.id_public, d.fiscal_code, d.birth_date && `nata il ${formatDate(d.birth_date)}`].filter(Boolean).join(' · ')} (
                {REASONS[d.reason]})
              </Text>
            </List.Item>
          ))}
        </List>
        {sameFiscalCode ? (
          <Text size="sm">
            Il codice fiscale è già registrato: è la stessa persona, e una seconda scheda non può essere creata. Apri la sua scheda per
            aggiornarla.
          </Text>
        ) : (
          <Text size="sm">Apri la scheda esistente, oppure conferma se si tratta di una persona diversa.</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          {sameFiscalCode ? (
            <Button component={Link} to={paths.beneficiary.getHref(sameFiscalCode.ID)} onClick={leaveUnsavedChanges}>
              Apri la scheda
            </Button>
          ) : (
            <Button onClick={onConfirm}>Crea comunque</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
