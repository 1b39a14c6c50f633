import { Alert, Stack } from '@mantine/core';
import { formatDate, MSG } from '@empowerment/shared';
import {
  courseEntity,
  PARTICIPATION_MSG,
  ParticipationFormSchema,
  participantEntity,
  type Participation,
  type ParticipationFormValues,
} from '@empowerment/shared/courses';
import {
  CheckboxField,
  EntityForm,
  FormActions,
  SelectField,
  TextareaField,
  useEntityForm,
  closeAfterSave,
} from '../../../components/form';
import { errorMessage } from '../../../lib/error-handler';
import {
  getCurrentParticipation,
  useAddParticipation,
  useCoursesNotJoined,
  useUpdateParticipation,
} from '../api/beneficiary-participations';

const LABELS = participantEntity.fields;
const FIELDS = ['course_id', 'certification', 'notes'] as const;

/** A course as the select names it: its type and training body, and its start day when it has one. */
export const courseLabel = (course: { type: string; company_name: string; start_date?: string | null }) =>
  `${course.type} – ${course.company_name}${course.start_date ? ` · ${courseEntity.fields.start_date}: ${formatDate(course.start_date)}` : ''}`;

const toForm = (row: Participation): ParticipationFormValues => ({
  certification: row.certification,
  notes: row.notes,
  beneficiary_id: row.beneficiary_id,
  course_id: row.course_id,
});

/** The title of the modal and the name of the form: of a new participation (no row) or of the row edited. */
export const participationFormTitle = (row?: Participation) => (row ? 'Modifica partecipazione' : 'Aggiungi corso');

/** Add her to a course, or edit a participation's certification and notes (spec 02 §5 "Participation"). */
export function ParticipationForm({ beneficiaryId, row, onClose }: { beneficiaryId: number; row?: Participation; onClose: () => void }) {
  const add = useAddParticipation();
  const update = useUpdateParticipation();
  const courses = useCoursesNotJoined(beneficiaryId);
  // the course of a participation cannot change: editing shows it, adding offers those she is not in
  const options = row
    ? [
        {
          value: row.course_id,
          label: courseLabel({ type: row.course.type, company_name: row.course.provider_course, start_date: row.course.start_date }),
        },
      ]
    : (courses.data ?? []).map((course) => ({ value: course.ID, label: courseLabel(course) }));

  const entity = useEntityForm({
    schema: ParticipationFormSchema,
    initial: row ? toForm(row) : { certification: false, notes: '', beneficiary_id: beneficiaryId, course_id: null },
    record: row && { loaded: row, current: () => getCurrentParticipation(row), toForm },
    fields: FIELDS,
    labels: LABELS,
    save: (values, base) => (base ? update.mutateAsync({ loaded: base, values }) : add.mutateAsync(values)),
    texts: {
      saved: row ? PARTICIPATION_MSG.updated : PARTICIPATION_MSG.added,
      unchanged: MSG.noChangesDetected,
      invalid: MSG.fillRequired,
    },
    onSaved: closeAfterSave(onClose),
  });

  return (
    <EntityForm state={entity} aria-label={participationFormTitle(row)}>
      <Stack gap="sm">
        {!row && courses.isError && <Alert color="red">{errorMessage(courses.error)}</Alert>}
        <SelectField<ParticipationFormValues, number>
          name="course_id"
          label={LABELS.course_id}
          placeholder={
            !row && courses.isPending ? 'Caricamento corsi...' : options.length === 0 ? 'Nessun corso disponibile' : 'Seleziona un corso'
          }
          data={options}
          withAsterisk
          disabled={row != null}
        />
        <CheckboxField name="certification" label={LABELS.certification} />
        <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} maxRows={6} counterMax={300} />
        <FormActions state={entity} onCancel={onClose} />
      </Stack>
    </EntityForm>
  );
}
