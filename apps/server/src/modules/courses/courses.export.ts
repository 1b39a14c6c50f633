import { yesNo } from '@empowerment/shared';
import { CourseFiltersSchema, courseEntity, type Course } from '@empowerment/shared/courses';
import type { z } from 'zod';
import { defineExport, excelDate } from '../export';
import { countCourses, courseBatches } from './courses.repository';

/** /corsi's export: the filtered courses, one row each. */
export const courseExport = defineExport(courseEntity)<z.infer<typeof CourseFiltersSchema>, Course>({
  filters: CourseFiltersSchema,
  count: countCourses,
  batches: (db, filters, range) => courseBatches(db, filters, range),
  filename: (day) => `corsi_${day}.xlsx`,
  sheetName: 'Corsi',
  columns: [
    { field: 'type_id', width: 28, value: (r) => r.type },
    { field: 'type_qualification', width: 28, value: (r) => r.type_qualification },
    { field: 'mode', width: 12, value: (r) => r.mode },
    { field: 'start_date', width: 14, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.start_date) },
    { field: 'address', width: 30, value: (r) => r.address },
    { field: 'municipio_id', width: 16, value: (r) => r.municipio ?? '' },
    { field: 'duration', width: 16, value: (r) => r.duration },
    { field: 'days_hours', width: 20, value: (r) => r.days_hours },
    { field: 'provider', width: 28, value: (r) => r.provider_course },
    { field: 'website', width: 28, value: (r) => r.website },
    { field: 'contact_name', width: 22, value: (r) => r.contact_name },
    { field: 'contact_phone', width: 18, value: (r) => r.contact_phone },
    { field: 'contact_mail', width: 26, value: (r) => r.contact_mail },
    { field: 'internal_referent', width: 22, value: (r) => r.internal_referent },
    { field: 'internal_referent_phone', width: 18, value: (r) => r.internal_referent_phone },
    { field: 'access_criteria', width: 30, value: (r) => r.access_criteria },
    { field: 'paid', width: 12, value: (r) => yesNo(r.paid) },
    { field: 'price_notes', width: 30, value: (r) => r.price_notes },
    { field: 'participants_count', width: 12, value: (r) => r.participants_count },
    { field: 'files_count', width: 12, value: (r) => r.files_count },
    { field: 'notes', width: 30, value: (r) => r.notes },
  ],
});
