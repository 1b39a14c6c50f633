import { COURSE_MODES, CourseFiltersSchema } from '@empowerment/shared/courses';
import type { ListFilters } from '../../../components/data-table';
import { parseFilters, type FilterDefinition, type FilterValues } from '../../../components/filter-panel';

/**
 * Spec 02 §6: operators start with the courses of training bodies that have signed.
 * Daily: which course, who gives it, where, and the signed-bodies default an operator may lift.
 */
export const courseFilters: FilterDefinition[] = [
  { key: 'type_id', label: 'Corso', type: 'select', optionsFrom: { table: 'types_courses' }, daily: true },
  { key: 'company_name', label: 'Ente di formazione', type: 'text', example: 'Formazione Lavoro', daily: true },
  { key: 'address', label: 'Indirizzo', type: 'text', example: 'Via Roma' },
  { key: 'municipio_id', label: 'Municipio', type: 'select', optionsFrom: { table: 'municipi' }, daily: true },
  { key: 'mode', label: 'Modalità', type: 'select', options: COURSE_MODES.map((value) => ({ value, label: value })) },
  { key: 'type_qualification', label: 'Tipo di attestato', type: 'select', optionsFrom: { enum: 'typeQualification' } },
  {
    key: 'paid',
    label: 'Costo',
    type: 'select',
    options: [
      { value: 'true', label: 'A pagamento' },
      { value: 'false', label: 'Gratuito' },
    ],
  },
  {
    key: 'only_signed',
    label: 'Enti',
    type: 'select',
    options: [
      { value: 'true', label: 'Solo enti con manifestazione o convenzione firmata' },
      { value: 'false', label: 'Tutti gli enti' },
    ],
    defaultFor: { operator: 'true' },
    daily: true,
  },
];

/** The URL's filters checked by the server's schema, as the query's text. */
export const parseCourseFilters = (values: FilterValues): ListFilters =>
  Object.fromEntries(
    Object.entries(parseFilters(CourseFiltersSchema, values)).map(([key, value]) => [key, value == null ? undefined : String(value)]),
  );
