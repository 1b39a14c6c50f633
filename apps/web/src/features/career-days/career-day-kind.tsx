import { formatDate } from '@empowerment/shared';
import {
  CAREER_DAY_MSG,
  CAREER_DAY_NOTES_MAX,
  CAREER_DAY_TITLE_INPUT_MAX,
  CareerDayCreateSchema,
  CareerDayFiltersSchema,
  CareerDayUpdateSchema,
  type BeneficiaryCareerDay,
  type CareerDayRow,
} from '@empowerment/shared/events';
import { parseFilters } from '../../components/filter-panel';
import { DateField, TextareaField, TextField } from '../../components/form';
import { NotesPreview } from '../../components/notes-preview';
import { createQueryKeys } from '../../lib/query-keys';
import type { EventKind } from '../events';

const LABELS = { title: 'Titolo', day: 'Data', notes: 'Note' };

/** Titolo, Data, Note with the n/250 counter; the add form's title box takes 50 characters (spec 02 §5). */
function CareerDayFields({ mode }: { mode: 'add' | 'edit' }) {
  return (
    <>
      <TextField name="title" label={LABELS.title} withAsterisk maxLength={mode === 'add' ? CAREER_DAY_TITLE_INPUT_MAX : undefined} />
      <DateField name="day" label={LABELS.day} withAsterisk />
      <TextareaField name="notes" label={LABELS.notes} autosize minRows={3} maxRows={6} counterMax={CAREER_DAY_NOTES_MAX} />
    </>
  );
}

/** Career days: /carrers-day and /api/auth/carrers-days/ (spelt so). */
export const careerDayKind: EventKind<CareerDayRow, BeneficiaryCareerDay> = {
  segment: 'carrers-days',
  keys: createQueryKeys('career-days'),
  joinKey: 'carrers_days_ids',
  beneficiaryTab: 16,
  texts: {
    title: 'Careers Days',
    caption: 'Elenco dei career day',
    add: 'Aggiungi Career Day',
    addTitle: 'Aggiungi Career Day',
    editTitle: 'Modifica Career Day',
    created: CAREER_DAY_MSG.created,
    updated: CAREER_DAY_MSG.updated,
    unchanged: CAREER_DAY_MSG.unchanged,
    deleteTitle: 'Elimina Career Day',
    named: (row) => `il career day "${row.title}"`,
    panelTitle: 'Career Day',
    panelEmpty: 'Nessun career day registrato per questa beneficiaria',
    selectLabel: 'Career day a cui iscriverla',
    selectEmpty: 'Nessun career day disponibile',
  },
  filters: [
    { key: 'title', label: 'Titolo', type: 'text', example: 'Giornata del lavoro' },
    { key: 'day', label: 'Data', type: 'date' },
  ],
  parseFilters: (values) => parseFilters(CareerDayFiltersSchema, values),
  columns: [
    { key: 'title', header: 'Titolo', cell: (row) => row.title },
    { key: 'day', header: 'Data', cell: (row) => formatDate(row.day) },
    { key: 'notes', header: 'Note', cell: (row) => <NotesPreview notes={row.notes} max={10} title={`Note: ${row.title}`} /> },
  ],
  form: {
    createSchema: CareerDayCreateSchema,
    updateSchema: CareerDayUpdateSchema,
    empty: { title: '', day: null, notes: '' },
    fromRow: (row) => ({ title: row.title, day: row.day, notes: row.notes }),
    labels: LABELS,
    Fields: CareerDayFields,
    cancelLabel: 'Cancella',
  },
  itemLabel: (item) => `${item.title} · ${formatDate(item.day)}`,
  optionLabel: (row) => `${row.title} (${formatDate(row.day)})`,
};
