import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InterviewFiltersSchema, InterviewInputSchema, InterviewListQuerySchema, InterviewUpdateSchema, interviewEntity } from '.';
import { messagesOf } from '../common/test-helpers';

const valid = { date: '2026-03-10', type_id: 2, interviewer: 'Maria Rossi (COL 1)' };

describe('InterviewInputSchema (spec 02 §5 "Interview")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 10:00 in Rome on 15 March 2026
    vi.setSystemTime(new Date('2026-03-15T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('requires date, type and interviewer with their texts', () => {
    expect(messagesOf(InterviewInputSchema.safeParse({}))).toEqual({
      date: 'La data è obbligatoria',
      type_id: 'Seleziona un tipo di colloquio',
      interviewer: "Il nome dell'intervistatore è obbligatorio",
    });
    expect(messagesOf(InterviewInputSchema.safeParse({ date: '', type_id: '', interviewer: '   ' }))).toEqual({
      date: 'La data è obbligatoria',
      type_id: 'Seleziona un tipo di colloquio',
      interviewer: "Il nome dell'intervistatore è obbligatorio",
    });
    expect(messagesOf(InterviewInputSchema.safeParse({ ...valid, type_id: 0 }))).toEqual({ type_id: 'Seleziona un tipo di colloquio' });
  });

  it('refuses a day after today in Italy, and takes today', () => {
    expect(messagesOf(InterviewInputSchema.safeParse({ ...valid, date: '2026-03-16' }))).toEqual({
      date: 'La data non può essere nel futuro',
    });
    expect(InterviewInputSchema.parse({ ...valid, date: '2026-03-15' }).date).toBe('2026-03-15');
  });

  it('takes a day or an RFC 3339 date-time, and keeps the day', () => {
    expect(InterviewInputSchema.parse({ ...valid, date: '2026-03-10T00:00:00Z' }).date).toBe('2026-03-10');
    expect(InterviewInputSchema.parse({ ...valid, date: '2026-03-10T14:30:00+01:00' }).date).toBe('2026-03-10');
    expect(messagesOf(InterviewInputSchema.safeParse({ ...valid, date: '2026-02-30' }))).toEqual({ date: 'Data non valida' });
    expect(messagesOf(InterviewInputSchema.safeParse({ ...valid, date: '10/03/2026' }))).toEqual({ date: 'Data non valida' });
    // the zero date is "no date"
    expect(messagesOf(InterviewInputSchema.safeParse({ ...valid, date: '0001-01-01T00:00:00Z' }))).toEqual({
      date: 'La data è obbligatoria',
    });
  });

  it('keeps the interviewer 3 to 100 characters and the notes to 300', () => {
    expect(messagesOf(InterviewInputSchema.safeParse({ ...valid, interviewer: 'Al', notes: 'n'.repeat(301) }))).toEqual({
      interviewer: 'Il nome deve contenere almeno 3 caratteri',
      notes: 'Le note sono troppo lunghe (max 300 caratteri)',
    });
    expect(messagesOf(InterviewInputSchema.safeParse({ ...valid, interviewer: 'x'.repeat(101) }))).toEqual({
      interviewer: 'Il nome non può superare i 100 caratteri',
    });
    const parsed = InterviewInputSchema.parse({ ...valid, interviewer: `  ${'x'.repeat(100)}  `, notes: 'n'.repeat(300) });
    expect(parsed.interviewer).toHaveLength(100);
    expect(parsed.notes).toHaveLength(300);
  });

  it('fills the optional notes and beneficiary id', () => {
    expect(InterviewInputSchema.parse(valid)).toEqual({ ...valid, notes: '', beneficiary_id: null });
    expect(InterviewInputSchema.parse({ ...valid, type_id: '2', beneficiary_id: '7' })).toMatchObject({ type_id: 2, beneficiary_id: 7 });
  });

  it('on update wants the notes sent (an omitted key is not an emptied one)', () => {
    expect(messagesOf(InterviewUpdateSchema.safeParse(valid))).toEqual({ notes: 'Questo campo è obbligatorio' });
    expect(InterviewUpdateSchema.parse({ ...valid, notes: null }).notes).toBe('');
  });
});

describe('the interviews list query and filters', () => {
  it('pages 11 at a time by default', () => {
    expect(InterviewListQuerySchema.parse({})).toMatchObject({ limit: 11, offset: 0 });
    expect(InterviewListQuerySchema.parse({ beneficiary_id: '4', limit: '11', offset: '11' })).toMatchObject({
      beneficiary_id: 4,
      offset: 11,
    });
  });

  it('reads a date range from start to end, and empty filters as none', () => {
    expect(messagesOf(InterviewFiltersSchema.safeParse({ date_from: '2026-03-10', date_to: '2026-03-01' }))).toEqual({
      date_to: 'La data di fine deve essere successiva alla data di inizio',
    });
    expect(messagesOf(InterviewListQuerySchema.safeParse({ date_from: '2026-13-01' }))).toEqual({ date_from: 'Data non valida' });
    expect(InterviewFiltersSchema.parse({ beneficiary: ' ', type_id: '' })).toEqual({});
  });

  it('names its fields and its export in its declaration', () => {
    expect(interviewEntity.exportType).toBe('interviews');
    expect(interviewEntity.fields).toMatchObject({ date: 'Data', type_id: 'Tipo', interviewer: 'Intervistatore', notes: 'Esito/Note' });
  });
});
