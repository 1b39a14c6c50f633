import { SimpleGrid, Stack } from '@mantine/core';
import { DEPENDENT_CHILDREN_MAX, familyCommitmentsSection, type FamilyCommitments } from '@empowerment/shared/beneficiaries';
import { NumberField, TextareaField, TextField } from '../../../../components/form';
import { oneRowSection } from '../components/one-row-section';
import { ReadFields } from '../components/read-fields';
import { SectionPanel } from '../components/section-panel';

const LABELS = familyCommitmentsSection.labels;

function FamilyCommitmentsView({ record }: { record: FamilyCommitments }) {
  return (
    <ReadFields
      items={[
        { label: LABELS.dependent_children, value: record.dependent_children == null ? null : String(record.dependent_children) },
        { label: LABELS.age_children, value: record.age_children },
        { label: LABELS.school_children, value: record.school_children },
        { label: LABELS.caregiver, value: record.caregiver },
        { label: LABELS.notes, value: record.notes, wide: true },
      ]}
    />
  );
}

function FamilyCommitmentsFields() {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberField
          name="dependent_children"
          label={LABELS.dependent_children}
          min={0}
          max={DEPENDENT_CHILDREN_MAX}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
        />
        <TextField name="age_children" label={LABELS.age_children} maxLength={100} placeholder="Es. 3 e 7 anni" />
        <TextField name="school_children" label={LABELS.school_children} maxLength={200} />
        <TextField name="caregiver" label={LABELS.caregiver} maxLength={200} />
      </SimpleGrid>
      <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} counterMax={900} />
    </Stack>
  );
}

const declaration = oneRowSection<FamilyCommitments>({
  section: familyCommitmentsSection,
  title: 'Impegni Familiari',
  labels: LABELS,
  View: FamilyCommitmentsView,
  Fields: FamilyCommitmentsFields,
});

/** Tab 6 Impegni Familiari. */
export function FamilyCommitmentsTab({ beneficiaryId }: { beneficiaryId: number }) {
  return <SectionPanel declaration={declaration} beneficiaryId={beneficiaryId} />;
}
