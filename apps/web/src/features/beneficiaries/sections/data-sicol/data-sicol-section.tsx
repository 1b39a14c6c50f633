import { SimpleGrid, Stack } from '@mantine/core';
import { dataSicolSection, type DataSicol } from '@empowerment/shared/beneficiaries';
import { TextareaField, TextField } from '../../../../components/form';
import { oneRowSection } from '../components/one-row-section';
import { ReadFields } from '../components/read-fields';
import { SectionPanel } from '../components/section-panel';

const LABELS = dataSicolSection.labels;

function DataSicolView({ record }: { record: DataSicol }) {
  return (
    <ReadFields
      items={[
        { label: LABELS.progress_id, value: record.progress_id },
        { label: LABELS.unique_code, value: record.unique_code },
        { label: LABELS.isced, value: record.isced },
        { label: LABELS.iso2, value: record.iso2 },
        { label: LABELS.table_enter_cd, value: record.table_enter_cd },
        { label: LABELS.enter_cd, value: record.enter_cd },
        { label: LABELS.exit_cd, value: record.exit_cd },
        { label: LABELS.age_range, value: record.age_range },
        { label: LABELS.notes, value: record.notes, wide: true },
      ]}
    />
  );
}

function DataSicolFields() {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField name="progress_id" label={LABELS.progress_id} maxLength={50} />
        <TextField name="unique_code" label={LABELS.unique_code} maxLength={50} />
        <TextField name="isced" label={LABELS.isced} maxLength={50} />
        <TextField name="iso2" label={LABELS.iso2} maxLength={2} placeholder="Es. IT" />
        <TextField name="table_enter_cd" label={LABELS.table_enter_cd} maxLength={50} />
        <TextField name="enter_cd" label={LABELS.enter_cd} maxLength={50} />
        <TextField name="exit_cd" label={LABELS.exit_cd} maxLength={50} />
        <TextField name="age_range" label={LABELS.age_range} maxLength={50} />
      </SimpleGrid>
      <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} counterMax={900} />
    </Stack>
  );
}

const declaration = oneRowSection<DataSicol>({
  section: dataSicolSection,
  title: 'Dati Sicol',
  labels: LABELS,
  View: DataSicolView,
  Fields: DataSicolFields,
});

/** Tab 18 Dati Sicol: 'Crea' while the server answers 404. */
export function DataSicolTab({ beneficiaryId }: { beneficiaryId: number }) {
  return <SectionPanel declaration={declaration} beneficiaryId={beneficiaryId} />;
}
