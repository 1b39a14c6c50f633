import { SimpleGrid, Stack } from '@mantine/core';
import { formatDate, formatEuro, needsSpecification } from '@empowerment/shared';
import { economicSituationSection, type EconomicSituation } from '@empowerment/shared/beneficiaries';
import { useWatch } from 'react-hook-form';
import { DateField, EnumSelectField, MoneyField, TextareaField, TextField } from '../../../../components/form';
import { oneRowSection } from '../components/one-row-section';
import { ReadFields } from '../components/read-fields';
import { SectionPanel } from '../components/section-panel';

const LABELS = economicSituationSection.labels;

function EconomicSituationView({ record }: { record: EconomicSituation }) {
  return (
    <ReadFields
      items={[
        { label: LABELS.adi_date_activation, value: formatDate(record.adi_date_activation) },
        { label: LABELS.adi_code, value: record.adi_code },
        { label: LABELS.isee, value: formatEuro(record.isee) },
        { label: LABELS.indigence_state, value: record.indigence_state },
        ...(record.indigence_state_notes ? [{ label: LABELS.indigence_state_notes, value: record.indigence_state_notes, wide: true }] : []),
        { label: LABELS.notes, value: record.notes, wide: true },
      ]}
    />
  );
}

function EconomicSituationFields() {
  const state = useWatch({ name: 'indigence_state' }) as string | null;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField name="adi_date_activation" valueAs="datetime" label={LABELS.adi_date_activation} />
        <TextField name="adi_code" label={LABELS.adi_code} maxLength={50} />
        <MoneyField name="isee" label={LABELS.isee} placeholder="0,00" />
        <EnumSelectField name="indigence_state" list="indigenceStatus" label={LABELS.indigence_state} clearable />
      </SimpleGrid>
      {needsSpecification(state) && (
        <TextareaField
          name="indigence_state_notes"
          label={LABELS.indigence_state_notes}
          withAsterisk
          autosize
          minRows={2}
          counterMax={500}
        />
      )}
      <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} counterMax={900} />
    </Stack>
  );
}

const declaration = oneRowSection<EconomicSituation>({
  section: economicSituationSection,
  title: 'Situazione Economica',
  labels: LABELS,
  zeroDates: ['adi_date_activation'],
  View: EconomicSituationView,
  Fields: EconomicSituationFields,
});

/** Tab 5 Situazione Economica: ISEE in euro, Italian format. */
export function EconomicSituationTab({ beneficiaryId }: { beneficiaryId: number }) {
  return <SectionPanel declaration={declaration} beneficiaryId={beneficiaryId} />;
}
