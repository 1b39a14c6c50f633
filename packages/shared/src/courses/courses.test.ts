import { describe, expect, it } from 'vitest';
import { CourseInputSchema, CourseListQuerySchema, ParticipationFormSchema, ParticipationInputSchema, ParticipationUpdateSchema } from '.';
import { messagesOf } from '../common/test-helpers';

const valid = { type_id: 1, address: 'Via Roma 1', mode: 'Presenza', provider: 2 };

describe('CourseInputSchema', () => {
  it('requires type, address, mode and provider with their texts', () => {
    expect(messagesOf(CourseInputSchema.safeParse({ type_id: '', address: ' ', mode: '', provider: null }))).toEqual({
      type_id: 'Seleziona il tipo di corso',
      address: "L'indirizzo è obbligatorio",
      mode: 'Seleziona la modalità',
      provider: "Seleziona l'ente di formazione",
    });
  });

  it('takes an optional start date as a day, none when blank, and refuses a day that is none in Italian', () => {
    expect(CourseInputSchema.parse({ ...valid, start_date: '2030-04-09' }).start_date).toBe('2030-04-09');
    expect(CourseInputSchema.parse({ ...valid, start_date: '2030-04-09T00:00:00Z' }).start_date).toBe('2030-04-09');
    for (const none of [undefined, null, '', '0001-01-01T00:00:00Z']) {
      expect(CourseInputSchema.parse({ ...valid, start_date: none }).start_date).toBeNull();
    }
    for (const bad of ['2030-02-30', '09/04/2030', 'domani']) {
      expect(messagesOf(CourseInputSchema.safeParse({ ...valid, start_date: bad }))).toEqual({
        start_date: 'La data di inizio non è valida',
      });
    }
  });

  it('fills the optional fields and adds the scheme to the website', () => {
    const parsed = CourseInputSchema.parse({ ...valid, website: 'ente.example.org', contact_mail: '' });
    expect(parsed).toMatchObject({ website: 'https://ente.example.org', contact_mail: '', paid: false, duration: '', municipio_id: null });
  });

  it('keeps every length, the URL, phone and e-mail rules', () => {
    const result = CourseInputSchema.safeParse({
      ...valid,
      duration: 'ab',
      days_hours: 'd'.repeat(101),
      price_notes: 'p'.repeat(201),
      access_criteria: 'a'.repeat(501),
      website: 'not a url',
      contact_name: 'c'.repeat(101),
      internal_referent: 'i'.repeat(101),
      contact_phone: '12',
      internal_referent_phone: '+39 abc',
      contact_mail: 'nope',
      notes: 'n'.repeat(301),
      mode: 'Online',
      type_qualification: 'Laurea',
    });
    expect(messagesOf(result)).toEqual({
      duration: 'La durata deve contenere da 3 a 50 caratteri',
      days_hours: 'Il testo è troppo lungo',
      price_notes: 'Il testo è troppo lungo',
      access_criteria: 'Il testo è troppo lungo',
      website: 'Inserire un URL valido',
      contact_name: 'Il testo è troppo lungo',
      internal_referent: 'Il testo è troppo lungo',
      contact_phone: 'Inserire un numero di telefono valido',
      internal_referent_phone: 'Inserire un numero di telefono valido',
      contact_mail: "Inserire un'email valida",
      notes: 'Le note sono troppo lunghe (max 300 caratteri)',
      mode: 'Seleziona la modalità',
      type_qualification: 'Valore non valido',
    });
    expect(
      messagesOf(CourseInputSchema.safeParse({ ...valid, duration: 'd'.repeat(51), website: `https://${'w'.repeat(190)}.it` })),
    ).toEqual({
      duration: 'La durata deve contenere da 3 a 50 caratteri',
      website: 'Il testo è troppo lungo',
    });
  });

  it('accepts a complete course at the limits', () => {
    const result = CourseInputSchema.safeParse({
      ...valid,
      duration: '3 mesi',
      days_hours: 'Lun-Ven 9-13',
      contact_phone: '+39 06 1234567',
      contact_mail: 'corsi@ente.it',
      notes: 'n'.repeat(300),
      type_qualification: 'Attestato di frequenza',
      mode: 'FAD',
      paid: true,
    });
    expect(result.success).toBe(true);
  });
});

describe('CourseListQuerySchema', () => {
  it('reads the filters and allows 1e7 rows only with minInfo', () => {
    expect(
      CourseListQuerySchema.parse({ only_signed: 'true', mode: 'FAD', notBeneficiary: '5', minInfo: 'true', limit: '10000000' }),
    ).toMatchObject({ only_signed: 'true', mode: 'FAD', notBeneficiary: 5, limit: 10_000_000 });
    expect(messagesOf(CourseListQuerySchema.safeParse({ limit: '10000001', minInfo: 'true' }))).toEqual({
      limit: 'Il valore è troppo grande',
    });
    expect(messagesOf(CourseListQuerySchema.safeParse({ limit: '20000' }))).toEqual({ limit: 'Il valore è troppo grande' });
  });
});

describe('ParticipationInputSchema', () => {
  it('limits the notes to 300 with the spec text', () => {
    expect(messagesOf(ParticipationInputSchema.safeParse({ notes: 'n'.repeat(301) }))).toEqual({
      notes: 'Le note sono troppo lunghe (max 300 caratteri)',
    });
    expect(ParticipationInputSchema.parse({ certification: true })).toMatchObject({ certification: true, notes: '', course_id: null });
  });
});

describe('ParticipationUpdateSchema', () => {
  it('requires every key of the participation: a missing one is refused, not emptied', () => {
    expect(messagesOf(ParticipationUpdateSchema.safeParse({}))).toEqual({
      certification: 'Questo campo è obbligatorio',
      notes: 'Questo campo è obbligatorio',
      beneficiary_id: 'Questo campo è obbligatorio',
      course_id: 'Questo campo è obbligatorio',
    });
    expect(ParticipationUpdateSchema.parse({ certification: false, notes: null, beneficiary_id: 3, course_id: '4' })).toEqual({
      certification: false,
      notes: '',
      beneficiary_id: 3,
      course_id: 4,
    });
    expect(
      messagesOf(ParticipationUpdateSchema.safeParse({ certification: 'si', notes: 'n'.repeat(301), beneficiary_id: 3, course_id: 4 })),
    ).toEqual({
      certification: 'Valore non valido',
      notes: 'Le note sono troppo lunghe (max 300 caratteri)',
    });
  });
});

describe('ParticipationFormSchema', () => {
  it('asks for a course and her id, and keeps the notes within 300 characters', () => {
    expect(messagesOf(ParticipationFormSchema.safeParse({ certification: false, notes: '', beneficiary_id: 0, course_id: null }))).toEqual({
      beneficiary_id: 'ID beneficiario non valido',
      course_id: 'Seleziona un corso',
    });
    expect(
      messagesOf(ParticipationFormSchema.safeParse({ certification: true, notes: 'n'.repeat(301), beneficiary_id: 3, course_id: 4 })),
    ).toEqual({ notes: 'Le note sono troppo lunghe (max 300 caratteri)' });
    expect(ParticipationFormSchema.parse({ certification: true, notes: ' Prima lezione ', beneficiary_id: 3, course_id: 4 })).toEqual({
      certification: true,
      notes: 'Prima lezione',
      beneficiary_id: 3,
      course_id: 4,
    });
  });
});
