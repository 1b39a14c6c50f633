import { Stack } from '@mantine/core';
import { MSG } from '@empowerment/shared';
import { todayInItaly } from '@empowerment/shared/beneficiaries';
import {
  INTERVIEW_MSG,
  INTERVIEW_NOTES_MAX,
  INTERVIEWER_MAX,
  InterviewUpdateSchema,
  interviewEntity,
  type Interview,
} from '@empowerment/shared/interviews';
import type { Operator } from '@empowerment/shared/operators';
import type { TableLists } from '@empowerment/shared/reference';
import type { z } from 'zod';
import {
  DateField,
  EntityForm,
  FormActions,
  ReferenceSelectField,
  TextareaField,
  TextField,
  useEntityForm,
  closeAfterSave,
} from '../../../components/form';
import { tableItemLabel, useReferenceData } from '../../../lib/reference-data';
import { useSession } from '../../auth';
import { getCurrentInterview, useAddInterview, useUpdateInterview } from '../api/interviews';

type InterviewFormValues = z.input<typeof InterviewUpdateSchema>;

const LABELS = interviewEntity.fields;
const FIELDS = ['date', 'type_id', 'interviewer', 'notes'] as const;

/**
 * Spec 02 §5: the interviewer of a new interview is the operator signed in, '{name surname} (COL x)',
 * x her C.O.L.'s label or 'non selezionato'; cut to the field's 100 characters.
 */
export function interviewerOf(operator: Pick<Operator, 'name' | 'surname' | 'col_id'> | null, lists: TableLists | null | undefined) {
  if (!operator) return '';
  const col = lists?.types_col.find((item) => item.ID === operator.col_id);
  const label = (col && tableItemLabel('types_col', col)) || 'non selezionato';
  return `${operator.name} ${operator.surname} (COL ${label})`.slice(0, INTERVIEWER_MAX);
}

const toForm = (row: Interview): InterviewFormValues => ({
  date: row.date,
  type_id: row.type_id,
  interviewer: row.interviewer,
  notes: row.notes,
  beneficiary_id: row.beneficiary_id,
});

/** The title of the modal and the name of the form: of a new interview (no row) or of the row edited. */
export const interviewFormTitle = (row?: Interview) => (row ? 'Modifica colloquio' : 'Aggiungi Colloquio');

/** Add an interview to her record, or edit one (spec 02 §5 "Interview"). */
export function InterviewForm({ beneficiaryId, row, onClose }: { beneficiaryId: number; row?: Interview; onClose: () => void }) {
  const add = useAddInterview();
  const update = useUpdateInterview();
  const { operator } = useSession();
  const { tableLists } = useReferenceData();

  const entity = useEntityForm({
    schema: InterviewUpdateSchema,
    initial: row
      ? toForm(row)
      : { date: todayInItaly(), type_id: null, interviewer: interviewerOf(operator, tableLists), notes: '', beneficiary_id: beneficiaryId },
    record: row && { loaded: row, current: () => getCurrentInterview(row), toForm },
    fields: FIELDS,
    labels: LABELS,
    save: (values, base) => (base ? update.mutateAsync({ loaded: base, values }) : add.mutateAsync({ beneficiaryId, values })),
    texts: { saved: row ? INTERVIEW_MSG.updated : INTERVIEW_MSG.added, unchanged: MSG.noChangesDetected, invalid: MSG.fillRequired },
    onSaved: closeAfterSave(onClose),
  });

  return (
    <EntityForm state={entity} aria-label={interviewFormTitle(row)}>
      <Stack gap="sm">
        <DateField name="date" label={LABELS.date} withAsterisk maxDate={todayInItaly()} />
        <ReferenceSelectField<InterviewFormValues>
          name="type_id"
          list="types_interviews"
          label={LABELS.type_id}
          placeholder="Seleziona un tipo di colloquio"
          withAsterisk
        />
        <TextField name="interviewer" label={LABELS.interviewer} withAsterisk maxLength={INTERVIEWER_MAX} />
        <TextareaField name="notes" label={LABELS.notes} autosize minRows={3} maxRows={8} counterMax={INTERVIEW_NOTES_MAX} />
        <FormActions state={entity} onCancel={onClose} />
      </Stack>
    </EntityForm>
  );
}
