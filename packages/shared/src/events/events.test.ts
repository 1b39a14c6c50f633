import { describe, expect, it } from 'vitest';
import {
  CareerDayCreateSchema,
  CareerDayFiltersSchema,
  CareerDayJoinSchema,
  CareerDayUpdateSchema,
  GroupActivityFiltersSchema,
  GroupActivityInputSchema,
  GroupActivityJoinSchema,
} from '.';
import { messagesOf } from '../common/test-helpers';

const day = '2026-03-10';

describe('CareerDayCreateSchema (the Add Career Day form)', () => {
  it('accepts a title of letters, accented letters, digits and spaces, and trims it', () => {
    expect(CareerDayCreateSchema.parse({ title: '  Giornata Università 2026 ', day })).toEqual({
      title: 'Giornata Università 2026',
      day,
      notes: '',
    });
  });

  it('asks for the title and the date', () => {
    expect(messagesOf(CareerDayCreateSchema.safeParse({}))).toEqual({ title: 'Il titolo è obbligatorio', day: 'La data è obbligatoria' });
    expect(messagesOf(CareerDayCreateSchema.safeParse({ title: '   ', day: '' }))).toEqual({
      title: 'Il titolo è obbligatorio',
      day: 'La data è obbligatoria',
    });
  });

  it('keeps the title between 3 and 250 characters', () => {
    expect(messagesOf(CareerDayCreateSchema.safeParse({ title: 'ab', day }))).toEqual({
      title: 'Il titolo deve contenere almeno 3 caratteri',
    });
    expect(messagesOf(CareerDayCreateSchema.safeParse({ title: 'a'.repeat(251), day }))).toEqual({
      title: 'Il titolo deve contenere al massimo 250 caratteri',
    });
    expect(CareerDayCreateSchema.safeParse({ title: 'a'.repeat(250), day }).success).toBe(true);
  });

  it('refuses punctuation in the title', () => {
    expect(messagesOf(CareerDayCreateSchema.safeParse({ title: 'Career-day!', day }))).toEqual({
      title: 'Il titolo deve contenere solo caratteri alfanumerici',
    });
  });

  it('keeps the notes within 250 characters and refuses a date that is not a day', () => {
    expect(messagesOf(CareerDayCreateSchema.safeParse({ title: 'Giornata', day: '2026-02-30', notes: 'n'.repeat(251) }))).toEqual({
      day: 'Data non valida',
      notes: 'Le note devono contenere al massimo 250 caratteri',
    });
  });
});

describe('CareerDayUpdateSchema (the edit dialog)', () => {
  it('allows 150 title characters and says so past them', () => {
    expect(CareerDayUpdateSchema.safeParse({ title: 'a'.repeat(150), day }).success).toBe(true);
    expect(messagesOf(CareerDayUpdateSchema.safeParse({ title: 'a'.repeat(151), day, notes: 'n'.repeat(251) }))).toEqual({
      title: 'Il titolo è troppo lungo (max 150 caratteri)',
      notes: 'Le note sono troppo lunghe (max 250 caratteri)',
    });
  });

  it('still requires a title of 3 characters and a date', () => {
    expect(messagesOf(CareerDayUpdateSchema.safeParse({ title: '', day: null }))).toEqual({
      title: 'Il titolo è obbligatorio',
      day: 'La data è obbligatoria',
    });
    expect(messagesOf(CareerDayUpdateSchema.safeParse({ title: 'ab', day }))).toEqual({
      title: 'Il titolo deve contenere almeno 3 caratteri',
    });
  });

  it('accepts punctuation, which only the create form refuses', () => {
    expect(CareerDayUpdateSchema.safeParse({ title: 'Career-day: edizione 2', day }).success).toBe(true);
  });
});

describe('GroupActivityInputSchema', () => {
  it('asks for name, type and date', () => {
    expect(messagesOf(GroupActivityInputSchema.safeParse({}))).toEqual({
      name: 'Il nome è obbligatorio',
      type: 'Il tipo è obbligatorio',
      date: 'La data è obbligatoria',
    });
  });

  it('limits name and type', () => {
    expect(messagesOf(GroupActivityInputSchema.safeParse({ name: 'ab', type: 't'.repeat(101), date: day }))).toEqual({
      name: 'Il nome deve contenere almeno 3 caratteri',
      type: 'Il tipo deve contenere al massimo 100 caratteri',
    });
    expect(messagesOf(GroupActivityInputSchema.safeParse({ name: 'n'.repeat(251), type: 'Laboratorio', date: day }))).toEqual({
      name: 'Il nome deve contenere al massimo 250 caratteri',
    });
  });
});

describe('filters and registrations', () => {
  it('reads the list filters, an empty one being no filter', () => {
    expect(CareerDayFiltersSchema.parse({ title: ' fiera ', day: '', notBeneficiary: '7' })).toEqual({
      title: 'fiera',
      day: undefined,
      notBeneficiary: 7,
    });
    expect(messagesOf(GroupActivityFiltersSchema.safeParse({ date: '10/03/2026' }))).toEqual({ date: 'Data non valida' });
  });

  it('needs one chosen item to register', () => {
    expect(messagesOf(CareerDayJoinSchema.safeParse({ carrers_days_ids: [] }))).toEqual({
      carrers_days_ids: 'Seleziona almeno un elemento',
    });
    expect(messagesOf(GroupActivityJoinSchema.safeParse({}))).toEqual({ group_activity_ids: 'Seleziona almeno un elemento' });
    expect(GroupActivityJoinSchema.parse({ group_activity_ids: [3] })).toEqual({ group_activity_ids: [3] });
  });
});
