import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { MSG } from '@empowerment/shared';
import { COURSE_MODES, COURSE_MSG, CourseInputSchema, type Course, type CourseFormValues } from '@empowerment/shared/courses';
import {
  CheckboxField,
  DateField,
  EntityForm,
  EnumSelectField,
  FormActions,
  ReferenceSelectField,
  SelectField,
  TextareaField,
  TextField,
  useEntityForm,
  closeAfterSave,
} from '../../../components/form';
import { errorMessage } from '../../../lib/error-handler';
import { useTrainingBodies } from '../api/get-training-bodies';
import { getCurrentCourse, useCreateCourse, useUpdateCourse } from '../api/save-course';
import { COURSE_FIELD_LABELS as LABELS, COURSE_FIELDS, toCourseFormValues, toCoursePayload } from './course-form-values';

const MODE_OPTIONS = COURSE_MODES.map((value) => ({ value, label: value }));

type CourseFormProps = {
  /** Edit mode (administrators) when set, add mode otherwise. */
  course?: Course;
  onClose: () => void;
};

/** The course form (spec 02 §5 "Course"): add for every operator, edit for administrators. */
export function CourseForm({ course, onClose }: CourseFormProps) {
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const bodies = useTrainingBodies();
  const providerOptions = (bodies.data ?? []).map((c) => ({ value: c.ID, label: c.company_name }));
  // a provider that is no longer a training body still shows by name while editing
  if (course && !providerOptions.some((o) => o.value === course.provider)) {
    providerOptions.push({ value: course.provider, label: course.provider_course });
  }

  const entity = useEntityForm({
    schema: CourseInputSchema,
    initial: toCourseFormValues(course),
    record: course && { loaded: course, current: () => getCurrentCourse(course.ID), toForm: toCourseFormValues },
    fields: COURSE_FIELDS,
    labels: LABELS,
    save: (values, base) =>
      base ? update.mutateAsync({ loaded: base, values: toCoursePayload(values) }) : create.mutateAsync(toCoursePayload(values)),
    texts: { saved: course ? COURSE_MSG.updated : COURSE_MSG.added, unchanged: MSG.noChangesDetected, invalid: MSG.fillRequired },
    onSaved: closeAfterSave(onClose),
  });

  return (
    <EntityForm state={entity}>
      <Stack gap="sm">
        {bodies.isError && <Alert color="red">{errorMessage(bodies.error)}</Alert>}
        {bodies.isSuccess && bodies.data.length === 0 && (
          <Alert color="yellow">
            Nessun ente di formazione: aggiungi prima un&apos;azienda di tipo &apos;Ente di formazione&apos; in Aziende.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <ReferenceSelectField name="type_id" list="types_courses" label={LABELS.type_id} placeholder="Seleziona il corso" withAsterisk />
          <SelectField<CourseFormValues, number>
            name="provider"
            label={LABELS.provider}
            placeholder={bodies.isPending ? 'Caricamento enti...' : "Seleziona l'ente"}
            data={providerOptions}
            withAsterisk
          />
          <SelectField<CourseFormValues, string>
            name="mode"
            label={LABELS.mode}
            data={MODE_OPTIONS}
            withAsterisk
            searchable={false}
            allowDeselect={false}
          />
          <EnumSelectField
            name="type_qualification"
            list="typeQualification"
            label={LABELS.type_qualification}
            placeholder="Nessuno"
            clearable
          />
          <TextField name="address" label={LABELS.address} withAsterisk />
          <ReferenceSelectField
            name="municipio_id"
            list="municipi"
            label={LABELS.municipio_id}
            placeholder="Seleziona il municipio"
            clearable
          />
          <DateField name="start_date" label={LABELS.start_date} />
          <TextField name="duration" label={LABELS.duration} placeholder="Es. 3 mesi, 120 ore" />
          <TextField name="days_hours" label={LABELS.days_hours} placeholder="Es. lun-ven 9-13" />
          <TextField name="website" label={LABELS.website} placeholder="www.ente.it" />
        </SimpleGrid>
        {/* the external contact on one row, the internal one on the next; the boxes of a row line up
            at the bottom when a label takes two lines ('Telefono referente esterno' in a third of the form) */}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm" style={{ alignItems: 'end' }}>
          <TextField name="contact_name" label={LABELS.contact_name} />
          <TextField name="contact_phone" type="tel" label={LABELS.contact_phone} placeholder="+39 06 1234567" />
          <TextField name="contact_mail" type="email" label={LABELS.contact_mail} />
          <TextField name="internal_referent" label={LABELS.internal_referent} />
          <TextField name="internal_referent_phone" type="tel" label={LABELS.internal_referent_phone} />
        </SimpleGrid>
        <CheckboxField name="paid" label={LABELS.paid} />
        <TextareaField name="price_notes" label={LABELS.price_notes} autosize minRows={2} maxRows={4} counterMax={200} />
        <TextareaField name="access_criteria" label={LABELS.access_criteria} autosize minRows={2} maxRows={6} counterMax={500} />
        <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} maxRows={6} counterMax={300} />
        <FormActions state={entity} onCancel={onClose} sticky />
      </Stack>
    </EntityForm>
  );
}
