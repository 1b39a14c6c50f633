import { SimpleGrid, Stack, Text } from '@mantine/core';
import { MSG } from '@empowerment/shared';
import {
  PRIVACY_FIELDS,
  PRIVACY_MSG,
  PrivacyPolicyInputSchema,
  privacyPolicyPage,
  type PrivacyPolicy,
  type PrivacyPolicyFormValues,
} from '@empowerment/shared/information';
import { FormModal } from '../../../components/form-modal';
import { EntityForm, FormActions, TextField, useEntityForm } from '../../../components/form';
import { getPrivacyPolicy, useSavePrivacyPolicy } from '../api/privacy-policy';

const LABELS = privacyPolicyPage.fields;

const toForm = (record: PrivacyPolicy): PrivacyPolicyFormValues =>
  Object.fromEntries(PRIVACY_FIELDS.map((field) => [field, record[field]])) as PrivacyPolicyFormValues;

const PLACEHOLDERS: Partial<Record<(typeof PRIVACY_FIELDS)[number], string>> = {
  controller_address: 'Via, numero civico, CAP, città',
  controller_phone: 'Es. 06 1234 5678',
  retention_beneficiaries: 'Es. per 10 anni dalla chiusura del programma',
  retention_operators: "Es. per 2 anni dalla disattivazione dell'account",
};

/** The administrators' form of the notice's variable parts: a blank one shows as 'da indicare'. */
export function PrivacyPolicyForm({ record, opened, onClose }: { record: PrivacyPolicy; opened: boolean; onClose: () => void }) {
  const save = useSavePrivacyPolicy();
  const entity = useEntityForm({
    schema: PrivacyPolicyInputSchema,
    initial: toForm(record),
    record: { loaded: record, current: () => getPrivacyPolicy(), toForm },
    labels: LABELS,
    save: (values, base) => save.mutateAsync({ loaded: base ?? record, values }),
    texts: { saved: PRIVACY_MSG.saved, unchanged: PRIVACY_MSG.unchanged, invalid: MSG.completeRequired },
    onSaved: onClose,
  });
  return (
    <FormModal opened={opened} onClose={onClose} title="Dati della privacy policy" size="xl">
      <EntityForm state={entity}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Questi dati completano il testo dell&apos;informativa. Un campo lasciato vuoto compare come «da indicare».
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {PRIVACY_FIELDS.map((field) => (
              <TextField key={field} name={field} label={LABELS[field]} placeholder={PLACEHOLDERS[field]} />
            ))}
          </SimpleGrid>
          <FormActions state={entity} submitLabel="Salva" />
        </Stack>
      </EntityForm>
    </FormModal>
  );
}
