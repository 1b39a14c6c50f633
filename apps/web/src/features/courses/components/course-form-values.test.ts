import { describe, expect, it } from 'vitest';
import { CourseInputSchema } from '@empowerment/shared/courses';
import { toCourseFormValues, toCoursePayload } from './course-form-values';

describe('toCoursePayload', () => {
  it('leaves out an empty website and contact e-mail (spec 02 §5), keeps them when given', () => {
    const values = CourseInputSchema.parse({ ...toCourseFormValues(), type_id: 1, provider: 2, address: 'Via Roma 1' });
    const payload = toCoursePayload(values);
    expect(payload).not.toHaveProperty('website');
    expect(payload).not.toHaveProperty('contact_mail');
    expect(payload).toMatchObject({ mode: 'Presenza', address: 'Via Roma 1', paid: false });
    const full = toCoursePayload(CourseInputSchema.parse({ ...values, website: 'ente.it', contact_mail: 'a@ente.it' }));
    expect(full).toMatchObject({ website: 'https://ente.it', contact_mail: 'a@ente.it' });
  });
});
