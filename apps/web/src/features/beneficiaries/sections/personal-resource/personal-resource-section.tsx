import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { ratingColor, ratingLabel } from '@empowerment/shared';
import { PERSONAL_RATINGS, personalResourceSection, type PersonalResource } from '@empowerment/shared/beneficiaries';
import { EnumSelectField, RatingField, TextareaField } from '../../../../components/form';
import { oneRowSection } from '../components/one-row-section';
import { ReadFields } from '../components/read-fields';
import { SectionPanel } from '../components/section-panel';

const LABELS = personalResourceSection.labels;

/** A rating as the form shows it: the number, its label and colour (spec 02 §4). */
function RatingBadge({ rating }: { rating: number }) {
  return (
    <Badge color={ratingColor(rating)} variant="light">
      {rating} - {ratingLabel(rating)}
    </Badge>
  );
}

function PersonalResourceView({ record }: { record: PersonalResource }) {
  return (
    <ReadFields
      items={[
        ...PERSONAL_RATINGS.map((key) => ({ label: LABELS[key], value: <RatingBadge rating={record[key]} /> })),
        { label: LABELS.certification_l2, value: record.certification_l2 },
        { label: LABELS.notes, value: record.notes, wide: true },
      ]}
    />
  );
}

function PersonalResourceFields() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        {PERSONAL_RATINGS.map((key) => (
          <RatingField key={key} name={key} label={LABELS[key]} />
        ))}
      </SimpleGrid>
      <EnumSelectField name="certification_l2" list="certificationL2" label={LABELS.certification_l2} clearable />
      <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} counterMax={900} />
    </Stack>
  );
}

const declaration = oneRowSection<PersonalResource>({
  section: personalResourceSection,
  title: 'Risorse Personali',
  labels: LABELS,
  defaults: () => Object.fromEntries(PERSONAL_RATINGS.map((key) => [key, 0])),
  View: PersonalResourceView,
  Fields: PersonalResourceFields,
});

/** Tab 7 Risorse Personali: ratings 0-10 with their labels and colours. */
export function PersonalResourceTab({ beneficiaryId }: { beneficiaryId: number }) {
  return <SectionPanel declaration={declaration} beneficiaryId={beneficiaryId} />;
}
