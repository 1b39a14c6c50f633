import { courseEntity, type Course, type CourseFormValues, type CourseInput } from '@empowerment/shared/courses';

export const COURSE_FIELD_LABELS = courseEntity.fields;

export const COURSE_FIELDS = Object.keys(COURSE_FIELD_LABELS) as (keyof typeof COURSE_FIELD_LABELS)[];

/** The form's values: a stored course, or the empty form (mode 'Presenza', spec 02 §4). */
export function toCourseFormValues(course?: Course): CourseFormValues {
  return {
    type_id: course?.type_id ?? (null as unknown as number),
    type_qualification: course?.type_qualification ?? '',
    provider: course?.provider ?? (null as unknown as number),
    mode: course?.mode ?? 'Presenza',
    start_date: course?.start_date ?? null,
    address: course?.address ?? '',
    municipio_id: course?.municipio_id ?? null,
    duration: course?.duration ?? '',
    days_hours: course?.days_hours ?? '',
    paid: course?.paid ?? false,
    price_notes: course?.price_notes ?? '',
    access_criteria: course?.access_criteria ?? '',
    website: course?.website ?? '',
    contact_name: course?.contact_name ?? '',
    contact_phone: course?.contact_phone ?? '',
    contact_mail: course?.contact_mail ?? '',
    internal_referent: course?.internal_referent ?? '',
    internal_referent_phone: course?.internal_referent_phone ?? '',
    notes: course?.notes ?? '',
  };
}

/** Spec 02 §5: an empty website or contact e-mail is left out of the payload. */
export function toCoursePayload(values: CourseInput): CourseInput {
  const payload: Partial<CourseInput> = { ...values };
  if (!payload.website) delete payload.website;
  if (!payload.contact_mail) delete payload.contact_mail;
  return payload as CourseInput;
}
