import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { MSG } from '@empowerment/shared';
import { BENEFICIARY_MSG, BeneficiaryEditSchema, type Beneficiary } from '@empowerment/shared/beneficiaries';
import { EntityForm, FormActions, useEntityForm } from '../../../components/form';
import { hasDraft } from '../../../lib/unsaved-changes';
import { getBeneficiary } from '../api/get-beneficiary';
import { useUpdateBeneficiary } from '../api/update-beneficiary';
import { BeneficiaryFields } from './beneficiary-fields';
import { BENEFICIARY_FIELD_LABELS, BENEFICIARY_FIELDS, changedFieldsPayload, toFormValues } from './beneficiary-form-values';
import { PersonalDataView } from './personal-data-view';

/** The name the personal data form keeps its draft under on her record's page. */
const PERSONAL_DATA_DRAFT = 'personal-data';

/** Tab 0: her personal data, read, and edited with a PATCH of what changed. */
export function PersonalDataTab({ beneficiary }: { beneficiary: Beneficiary }) {
  // a draft kept when her session ended opens the form again, with what she had typed
  const [editing, setEditing] = useState(() => hasDraft(PERSONAL_DATA_DRAFT));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Dati Personali
        </Title>
        {!editing && (
          <Button variant="light" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
            Modifica
          </Button>
        )}
      </Group>
      {editing ? (
        <PersonalDataForm beneficiary={beneficiary} onClose={() => setEditing(false)} />
      ) : (
        <PersonalDataView beneficiary={beneficiary} />
      )}
    </Stack>
  );
}

function PersonalDataForm({ beneficiary, onClose }: { beneficiary: Beneficiary; onClose: () => void }) {
  const update = useUpdateBeneficiary();
  const entity = useEntityForm({
    schema: BeneficiaryEditSchema,
    initial: toFormValues(beneficiary),
    record: { loaded: beneficiary, current: () => getBeneficiary(beneficiary.ID), toForm: toFormValues },
    fields: BENEFICIARY_FIELDS,
    labels: BENEFICIARY_FIELD_LABELS,
    draftName: PERSONAL_DATA_DRAFT,
    save: (values, base) => update.mutateAsync({ loaded: base ?? beneficiary, values: changedFieldsPayload(base ?? beneficiary, values) }),
    texts: { saved: BENEFICIARY_MSG.updated, unchanged: MSG.noChangesDetected, invalid: BENEFICIARY_MSG.invalidForm },
    onSaved: onClose,
  });
  return (
    <EntityForm state={entity} aria-label="Modifica dei dati personali">
      <Stack gap="md">
        <BeneficiaryFields mode="edit" />
        <FormActions state={entity} onCancel={onClose} />
      </Stack>
    </EntityForm>
  );
}
