import { SimpleGrid, Stack } from '@mantine/core';
import { formatDate } from '@empowerment/shared';
import { residencePermitSection, type ResidencePermit } from '@empowerment/shared/beneficiaries';
import { DateField, EnumSelectField, TextareaField } from '../../../../components/form';
import { oneRowSection } from '../components/one-row-section';
import { ReadFields } from '../components/read-fields';
import { SectionPanel } from '../components/section-panel';

const LABELS = residencePermitSection.labels;

function ResidencePermitView({ record }: { record: ResidencePermit }) {
  return (
    <ReadFields
      items={[
        { label: LABELS.type, value: record.type, wide: true },
        { label: LABELS.start_date, value: formatDate(record.start_date) },
        { label: LABELS.exp_date, value: formatDate(record.exp_date) },
        { label: LABELS.notes, value: record.notes, wide: true },
      ]}
    />
  );
}

function ResidencePermitFields() {
  return (
    <Stack gap="sm">
      <EnumSelectField name="type" list="typePermessoSoggiorno" label={LABELS.type} withAsterisk />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField name="start_date" valueAs="datetime" label={LABELS.start_date} withAsterisk />
        <DateField name="exp_date" valueAs="datetime" label={LABELS.exp_date} />
      </SimpleGrid>
      <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} counterMax={300} />
    </Stack>
  );
}

const declaration = oneRowSection<ResidencePermit>({
  section: residencePermitSection,
  title: 'Permesso di soggiorno',
  labels: LABELS,
  zeroDates: ['exp_date'],
  updatePath: (id) => `/auth/residence-permit/${id}`,
  View: ResidencePermitView,
  Fields: ResidencePermitFields,
});

/** Tab 8 Permesso di soggiorno. */
export function ResidencePermitTab({ beneficiaryId }: { beneficiaryId: number }) {
  return <SectionPanel declaration={declaration} beneficiaryId={beneficiaryId} />;
}
