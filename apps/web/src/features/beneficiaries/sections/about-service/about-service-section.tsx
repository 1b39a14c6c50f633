import { Stack } from '@mantine/core';
import { aboutServiceSection, type AboutService } from '@empowerment/shared/beneficiaries';
import { TextareaField, TextField } from '../../../../components/form';
import { oneRowSection } from '../components/one-row-section';
import { ReadFields } from '../components/read-fields';
import { SectionPanel } from '../components/section-panel';

const LABELS = aboutServiceSection.labels;

function AboutServiceView({ record }: { record: AboutService }) {
  return (
    <ReadFields
      items={[
        { label: LABELS.sending_service, value: record.sending_service },
        { label: LABELS.active_service, value: record.active_service },
        { label: LABELS.motivation_sending, value: record.motivation_sending, wide: true },
        { label: LABELS.notes, value: record.notes, wide: true },
      ]}
    />
  );
}

function AboutServiceFields() {
  return (
    <Stack gap="sm">
      <TextField name="sending_service" label={LABELS.sending_service} withAsterisk maxLength={300} />
      <TextField name="active_service" label={LABELS.active_service} maxLength={300} />
      <TextareaField name="motivation_sending" label={LABELS.motivation_sending} autosize minRows={2} counterMax={300} />
      <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} counterMax={900} />
    </Stack>
  );
}

const declaration = oneRowSection<AboutService>({
  section: aboutServiceSection,
  title: 'Informazioni Servizi/Reti',
  labels: LABELS,
  View: AboutServiceView,
  Fields: AboutServiceFields,
});

/** Tab 4 Informazioni Servizi/Reti. */
export function AboutServiceTab({ beneficiaryId }: { beneficiaryId: number }) {
  return <SectionPanel declaration={declaration} beneficiaryId={beneficiaryId} />;
}
