import { labelsOf } from '@empowerment/shared';
import { InterviewFiltersSchema, interviewEntity, type InterviewFilters } from '@empowerment/shared/interviews';
import type { ListFilters } from '../../../components/data-table';
import { herFilter, parseListFilters, type FilterDefinition, type FilterValues } from '../../../components/filter-panel';

const L = labelsOf(interviewEntity);

/** The filters of /colloqui: daily, whose interview, of which type, in which days; then who held it. */
export const interviewFilters: FilterDefinition[] = [
  herFilter(L.beneficiary),
  { key: 'type_id', label: L.type_id, type: 'select', optionsFrom: { table: 'types_interviews' }, daily: true },
  { key: 'date_from', label: L.date_from, type: 'date', daily: true },
  { key: 'date_to', label: L.date_to, type: 'date', daily: true },
  { key: 'interviewer', label: L.interviewer, type: 'text', example: 'Giulia Bianchi' },
] satisfies (FilterDefinition & { key: keyof InterviewFilters })[];

/** The URL's filters checked by the server's schema, as the query's text. */
export const parseInterviewFilters = (values: FilterValues): ListFilters => parseListFilters(InterviewFiltersSchema, values);
