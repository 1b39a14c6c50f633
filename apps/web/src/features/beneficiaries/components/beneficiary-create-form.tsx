import { useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MSG } from '@empowerment/shared';
import { BENEFICIARY_MSG, BeneficiaryCreateSchema, type BeneficiaryDuplicate } from '@empowerment/shared/beneficiaries';
import { EntityForm, FormActions, useEntityForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { useCreateBeneficiary } from '../api/create-beneficiary';
import { getDuplicates } from '../api/get-duplicates';
import { BeneficiaryFields } from './beneficiary-fields';
import { BENEFICIARY_FIELD_LABELS, BENEFICIARY_FIELDS, toFormValues } from './beneficiary-form-values';
import { DuplicatesModal } from './duplicates-modal';

/**
 * The create screen's form. Before the save, the probable duplicates (same fiscal code, or same
 * birth date and a similar name) are shown: the operator opens the existing record or confirms.
 */
export function BeneficiaryCreateForm() {
  const navigate = useNavigate();
  const create = useCreateBeneficiary();
  const createdId = useRef<number | null>(null);
  const [duplicates, setDuplicates] = useState<BeneficiaryDuplicate[]>([]);

  const entity = useEntityForm({
    schema: BeneficiaryCreateSchema,
    initial: toFormValues(),
    fields: BENEFICIARY_FIELDS,
    draftName: 'beneficiary-create',
    labels: BENEFICIARY_FIELD_LABELS,
    save: async (values) => {
      createdId.current = (await create.mutateAsync(values)).ID;
    },
    texts: { saved: BENEFICIARY_MSG.created, unchanged: MSG.noChangesDetected, invalid: BENEFICIARY_MSG.invalidForm },
    onSaved: () => {
      if (createdId.current) navigate(paths.beneficiary.getHref(createdId.current));
    },
  });

  // the check runs only on a valid form, just before the save; a failed check does not stop it
  const submit = async () => {
    if (!(await entity.form.trigger())) return entity.submit();
    const parsed = BeneficiaryCreateSchema.safeParse(entity.form.getValues());
    if (parsed.success) {
      const found = await getDuplicates(parsed.data).catch(() => []);
      if (found.length > 0) {
        setDuplicates(found);
        return;
      }
    }
    return entity.submit();
  };

  return (
    <>
      <EntityForm state={{ ...entity, submit }} aria-label="Dati personali del nuovo beneficiario">
        <Stack gap="md">
          <BeneficiaryFields mode="create" />
          <FormActions state={entity} onCancel={() => navigate(paths.beneficiaries.getHref())} submitLabel="Crea beneficiario" />
        </Stack>
      </EntityForm>
      <DuplicatesModal
        duplicates={duplicates}
        onClose={() => setDuplicates([])}
        onConfirm={() => {
          setDuplicates([]);
          void entity.submit();
        }}
      />
    </>
  );
}
