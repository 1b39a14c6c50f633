import { Group, Badge, SimpleGrid, Stack } from '@mantine/core';
import {
  LANGUAGES_MAX,
  LANGUAGES_MSG,
  PROFESSIONAL_AREAS,
  professionalProfileSection,
  splitLanguages,
  type ProfessionalProfile,
} from '@empowerment/shared/beneficiaries';
import { MultiSelectField, TextareaField } from '../../../../components/form';
import { oneRowSection } from '../components/one-row-section';
import { ReadFields } from '../components/read-fields';
import { SectionPanel } from '../components/section-panel';

const AREAS = PROFESSIONAL_AREAS;
const LABELS = professionalProfileSection.labels;

function ProfessionalProfileView({ record }: { record: ProfessionalProfile }) {
  const languages = splitLanguages(record.other_languages);
  return (
    <ReadFields
      items={[
        {
          label: LABELS.other_languages,
          wide: true,
          value: languages.length ? (
            <Group component="span" gap={6}>
              {languages.map((name) => (
                <Badge key={name} variant="light" color="blue" tt="none">
                  {name}
                </Badge>
              ))}
            </Group>
          ) : null,
        },
        ...Object.entries(AREAS).map(([key, label]) => ({ label, value: record[key as keyof typeof AREAS], wide: true })),
      ]}
    />
  );
}

function ProfessionalProfileFields() {
  return (
    <Stack gap="sm">
      <MultiSelectField
        name="other_languages"
        list="languages"
        label={LABELS.other_languages}
        placeholder="Cerca e scegli le lingue"
        max={LANGUAGES_MAX}
        maxMessage={LANGUAGES_MSG.tooMany}
        clearable
        hidePickedOptions
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {Object.entries(AREAS).map(([key, label]) => (
          <TextareaField key={key} name={key} label={label} autosize minRows={2} maxRows={8} counterMax={900} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const declaration = oneRowSection<ProfessionalProfile>({
  section: professionalProfileSection,
  title: 'Profilo Professionale',
  labels: LABELS,
  // the multi-select holds a list; the payload may carry it as it is
  formValues: (values) => ({ ...values, other_languages: splitLanguages(values.other_languages as string | null) }),
  View: ProfessionalProfileView,
  Fields: ProfessionalProfileFields,
});

/** Tab 9 Profilo Professionale: languages from the list, at most 15, each once. */
export function ProfessionalProfileTab({ beneficiaryId }: { beneficiaryId: number }) {
  return <SectionPanel declaration={declaration} beneficiaryId={beneficiaryId} />;
}
