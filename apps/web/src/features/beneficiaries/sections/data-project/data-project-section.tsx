import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { formatDate } from '@empowerment/shared';
import { dataProjectSection, OBJECTIVES_ACHIEVED, todayInItaly, type DataProject } from '@empowerment/shared/beneficiaries';
import { DateField, EnumSelectField, SwitchField, TextareaField } from '../../../../components/form';
import { SelectField } from '../../../../components/form/select-field';
import { beneficiaryKeys } from '../../api/beneficiary-keys';
import { oneRowSection } from '../components/one-row-section';
import { ReadFields } from '../components/read-fields';
import { SectionPanel } from '../components/section-panel';

const LABELS = dataProjectSection.labels;

function DataProjectView({ record }: { record: DataProject }) {
  return (
    <ReadFields
      items={[
        { label: LABELS.project_date_start, value: formatDate(record.project_date_start) },
        { label: LABELS.project_date_exit, value: formatDate(record.project_date_exit) },
        {
          label: 'Stato del progetto',
          value: (
            <Badge color={record.active ? 'green' : 'gray'} variant="light">
              {record.active ? 'Attivo' : 'Non Attivo'}
            </Badge>
          ),
        },
        { label: LABELS.status_individual_plan, value: record.status_individual_plan },
        { label: LABELS.objectives_achieved, value: record.objectives_achieved },
        { label: LABELS.motivation_outcome, value: record.motivation_outcome, wide: true },
        { label: LABELS.critical_issues, value: record.critical_issues, wide: true },
        { label: LABELS.improvement_actions, value: record.improvement_actions, wide: true },
        { label: LABELS.future_prospects, value: record.future_prospects, wide: true },
        { label: LABELS.notes, value: record.notes, wide: true },
      ]}
    />
  );
}

function DataProjectFields() {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField name="project_date_start" valueAs="datetime" label={LABELS.project_date_start} withAsterisk maxDate={todayInItaly()} />
        <DateField name="project_date_exit" valueAs="datetime" label={LABELS.project_date_exit} />
        <EnumSelectField name="status_individual_plan" list="individualPlan" label={LABELS.status_individual_plan} clearable />
        <SelectField<Record<string, unknown>, string>
          name="objectives_achieved"
          label={LABELS.objectives_achieved}
          data={OBJECTIVES_ACHIEVED.map((v) => ({ value: v, label: v }))}
          clearable
        />
      </SimpleGrid>
      <SwitchField name="active" label={LABELS.active} description="Il badge Attivo / Non Attivo della scheda segue questo stato" />
      <TextareaField name="motivation_outcome" label={LABELS.motivation_outcome} autosize minRows={2} counterMax={500} />
      <TextareaField name="critical_issues" label={LABELS.critical_issues} autosize minRows={2} counterMax={2000} />
      <TextareaField name="improvement_actions" label={LABELS.improvement_actions} autosize minRows={2} counterMax={2000} />
      <TextareaField name="future_prospects" label={LABELS.future_prospects} autosize minRows={2} counterMax={2000} />
      <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} counterMax={900} />
    </Stack>
  );
}

const declaration = oneRowSection<DataProject>({
  section: dataProjectSection,
  title: 'Progetto',
  labels: LABELS,
  defaults: () => ({ project_date_start: `${todayInItaly()}T00:00:00Z`, active: true }),
  // the header's badge reads the project's active flag
  alsoInvalidates: beneficiaryKeys.all,
  View: DataProjectView,
  Fields: DataProjectFields,
});

/** Tab 3 Progetto. */
export function DataProjectTab({ beneficiaryId }: { beneficiaryId: number }) {
  return <SectionPanel declaration={declaration} beneficiaryId={beneficiaryId} />;
}
