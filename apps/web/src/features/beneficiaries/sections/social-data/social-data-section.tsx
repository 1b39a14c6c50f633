import { SimpleGrid } from '@mantine/core';
import { socialDataSection, type SocialData } from '@empowerment/shared/beneficiaries';
import { EnumSelectField, ReferenceSelectField, TextField } from '../../../../components/form';
import { findTableItemLabel, useReferenceData } from '../../../../lib/reference-data';
import { oneRowSection } from '../components/one-row-section';
import { ReadFields } from '../components/read-fields';
import { SectionPanel } from '../components/section-panel';

const LABELS = socialDataSection.labels;

function SocialDataView({ record }: { record: SocialData }) {
  const { tableLists } = useReferenceData();
  return (
    <ReadFields
      items={[
        { label: LABELS.occupational_condition, value: record.occupational_condition },
        {
          label: LABELS.social_situation_type,
          value: findTableItemLabel(tableLists, 'types_social_situations', record.social_situation_type),
        },
        { label: LABELS.vulnerability_type, value: record.vulnerability_type },
      ]}
    />
  );
}

function SocialDataFields() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <EnumSelectField name="occupational_condition" list="occupationalCondition" label={LABELS.occupational_condition} clearable />
      <ReferenceSelectField name="social_situation_type" list="types_social_situations" label={LABELS.social_situation_type} withAsterisk />
      <TextField name="vulnerability_type" label={LABELS.vulnerability_type} maxLength={100} />
    </SimpleGrid>
  );
}

const declaration = oneRowSection<SocialData>({
  section: socialDataSection,
  title: 'Occupazione & Stato Sociale',
  labels: LABELS,
  View: SocialDataView,
  Fields: SocialDataFields,
});

/** Tab 2 Occupazione & Stato Sociale. */
export function SocialDataTab({ beneficiaryId }: { beneficiaryId: number }) {
  return <SectionPanel declaration={declaration} beneficiaryId={beneficiaryId} />;
}
