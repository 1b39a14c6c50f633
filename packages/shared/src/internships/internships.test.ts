import { describe, expect, it } from 'vitest';
import {
  canAddHours,
  canRemoveHours,
  hoursStep,
  internshipEntity,
  InternshipFiltersSchema,
  InternshipHoursInputSchema,
  InternshipInputSchema,
  InternshipListQuerySchema,
  internshipStatusColor,
  InternshipUpdateSchema,
} from '.';
import { INIT_LISTS } from '../reference';
import { messagesOf } from '../common/test-helpers';

const valid = {
  hosting_company_id: 4,
  status_internships: 'Attivo',
  sector_id: 2,
  paying_company: 'Progetto Empowerment',
  duration_month: 6,
  scheduled_hours: 480,
  week_sceduled_hours: 20,
  completed_hours: 40,
};

describe('InternshipInputSchema (spec 02 §5 "Internship")', () => {
  it('requires duration, status, scheduled hours, host, paying company and sector with their texts', () => {
    expect(messagesOf(InternshipInputSchema.safeParse({}))).toEqual({
      hosting_company_id: "L'azienda ospitante è obbligatoria",
      status_internships: 'Lo stato è obbligatorio',
      sector_id: 'Il settore è obbligatorio',
      paying_company: "L'organizzazione pagante è obbligatoria",
      duration_month: 'La durata è obbligatoria',
      scheduled_hours: 'Le ore previste sono obbligatorie',
    });
    // what an emptied form sends
    const blank = {
      hosting_company_id: '',
      status_internships: '',
      sector_id: null,
      paying_company: '  ',
      duration_month: '',
      scheduled_hours: '',
    };
    expect(Object.keys(messagesOf(InternshipInputSchema.safeParse(blank))).sort()).toEqual(
      ['duration_month', 'hosting_company_id', 'paying_company', 'scheduled_hours', 'sector_id', 'status_internships'].sort(),
    );
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, hosting_company_id: 0 }))).toEqual({
      hosting_company_id: "L'azienda ospitante è obbligatoria",
    });
  });

  it('takes the paying organisation only from the init list, the form select, and says so', () => {
    for (const paying of INIT_LISTS.payingCompany)
      expect(InternshipInputSchema.safeParse({ ...valid, paying_company: paying }).success).toBe(true);
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, paying_company: 'Cooperativa del quartiere' }))).toEqual({
      paying_company: "Scegliere l'organizzazione pagante dall'elenco",
    });
    expect(
      messagesOf(InternshipUpdateSchema.safeParse({ ...valid, notes: '', valutation: '', monthly_allowance: '', paying_company: 7 })),
    ).toEqual({
      paying_company: "Scegliere l'organizzazione pagante dall'elenco",
    });
  });

  it('refuses a body that is no object without throwing', () => {
    expect(InternshipInputSchema.safeParse(null).success).toBe(false);
    expect(InternshipInputSchema.safeParse('x').success).toBe(false);
  });

  it('keeps the duration between 1 and 30 months', () => {
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, duration_month: 0 }))).toEqual({
      duration_month: 'La durata minima è 1 mese',
    });
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, duration_month: 31 }))).toEqual({
      duration_month: 'La durata massima è 30 mesi',
    });
    expect(InternshipInputSchema.parse({ ...valid, duration_month: 30 }).duration_month).toBe(30);
    expect(InternshipInputSchema.parse({ ...valid, duration_month: 1 }).duration_month).toBe(1);
  });

  it('takes a status of the statusInternships list only', () => {
    for (const status of INIT_LISTS.statusInternships) {
      expect(InternshipInputSchema.safeParse({ ...valid, status_internships: status }).success).toBe(true);
    }
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, status_internships: 'Sospeso' }))).toEqual({
      status_internships: 'Lo stato è obbligatorio',
    });
  });

  it('keeps the scheduled hours between 1 and 1000', () => {
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, scheduled_hours: 1001 }))).toEqual({
      scheduled_hours: 'Le ore previste non possono superare 1000',
    });
    expect(
      messagesOf(InternshipInputSchema.safeParse({ ...valid, scheduled_hours: 0, week_sceduled_hours: 0, completed_hours: 0 })),
    ).toEqual({
      scheduled_hours: 'Le ore previste devono essere almeno 1',
    });
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, scheduled_hours: 12.5 }))).toEqual({
      scheduled_hours: 'Inserire un numero intero di ore',
    });
  });

  it('keeps the weekly hours from 0 to the scheduled hours', () => {
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, week_sceduled_hours: -1 }))).toEqual({
      week_sceduled_hours: 'Le ore settimanali non possono essere negative',
    });
    expect(
      messagesOf(InternshipInputSchema.safeParse({ ...valid, scheduled_hours: 100, completed_hours: 0, week_sceduled_hours: 101 })),
    ).toEqual({
      week_sceduled_hours: 'Le ore settimanali non possono superare le ore previste',
    });
    expect(InternshipInputSchema.parse({ ...valid, week_sceduled_hours: '' }).week_sceduled_hours).toBe(0);
  });

  it('keeps the completed hours from 0 to 1000 and not above the scheduled hours', () => {
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, completed_hours: -1 }))).toEqual({
      completed_hours: 'Le ore completate non possono essere negative',
    });
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, scheduled_hours: 1000, completed_hours: 1001 }))).toEqual({
      completed_hours: 'Le ore completate non possono superare 1000',
    });
    expect(
      messagesOf(InternshipInputSchema.safeParse({ ...valid, scheduled_hours: 100, week_sceduled_hours: 10, completed_hours: 101 })),
    ).toEqual({
      completed_hours: 'Le ore completate non possono superare le ore previste',
    });
    expect(
      InternshipInputSchema.parse({ ...valid, scheduled_hours: 100, completed_hours: 100, week_sceduled_hours: 10 }).completed_hours,
    ).toBe(100);
    expect(InternshipInputSchema.parse({ ...valid, completed_hours: undefined }).completed_hours).toBe(0);
  });

  it('shows the hours rule together with the errors of other fields', () => {
    expect(
      messagesOf(
        InternshipInputSchema.safeParse({
          ...valid,
          sector_id: '',
          paying_company: ' ',
          scheduled_hours: 10,
          week_sceduled_hours: 5,
          completed_hours: 11,
        }),
      ),
    ).toEqual({
      sector_id: 'Il settore è obbligatorio',
      paying_company: "L'organizzazione pagante è obbligatoria",
      completed_hours: 'Le ore completate non possono superare le ore previste',
    });
  });

  it('limits valutation to 300, notes to 500 and the monthly allowance to 50 characters', () => {
    expect(
      messagesOf(
        InternshipInputSchema.safeParse({
          ...valid,
          valutation: 'v'.repeat(301),
          notes: 'n'.repeat(501),
          monthly_allowance: 'a'.repeat(51),
        }),
      ),
    ).toEqual({
      valutation: 'La valutazione non può superare i 300 caratteri',
      notes: 'Le note non possono superare i 500 caratteri',
      monthly_allowance: "L'indennità mensile non può superare i 50 caratteri",
    });
    const parsed = InternshipInputSchema.parse({
      ...valid,
      valutation: 'v'.repeat(300),
      notes: 'n'.repeat(500),
      monthly_allowance: '400 € lordi',
    });
    expect(parsed.monthly_allowance).toBe('400 € lordi');
  });

  it('makes the position optional: missing, blank or 0 is none', () => {
    expect(InternshipInputSchema.parse(valid).internship_company_id).toBeNull();
    expect(InternshipInputSchema.parse({ ...valid, internship_company_id: '' }).internship_company_id).toBeNull();
    expect(InternshipInputSchema.parse({ ...valid, internship_company_id: '17' }).internship_company_id).toBe(17);
    expect(messagesOf(InternshipInputSchema.safeParse({ ...valid, internship_company_id: 'x' }))).toEqual({
      internship_company_id: 'Valore non valido',
    });
  });

  it('on update, every text key is sent: a missing one is refused, not read as emptied', () => {
    expect(messagesOf(InternshipUpdateSchema.safeParse(valid))).toEqual({
      monthly_allowance: 'Questo campo è obbligatorio',
      valutation: 'Questo campo è obbligatorio',
      notes: 'Questo campo è obbligatorio',
    });
    expect(InternshipUpdateSchema.parse({ ...valid, monthly_allowance: null, valutation: '', notes: 'ok', ID: 3 }).notes).toBe('ok');
  });
});

describe('add-remove-hours', () => {
  it('takes a whole number of hours other than 0, within the scale', () => {
    expect(InternshipHoursInputSchema.parse({ completed_hours: -20 })).toEqual({ completed_hours: -20 });
    expect(messagesOf(InternshipHoursInputSchema.safeParse({ completed_hours: 0 }))).toEqual({
      completed_hours: 'Indicare quante ore aggiungere o togliere',
    });
    expect(messagesOf(InternshipHoursInputSchema.safeParse({}))).toEqual({ completed_hours: 'Indicare quante ore aggiungere o togliere' });
    expect(messagesOf(InternshipHoursInputSchema.safeParse({ completed_hours: 1.5 }))).toEqual({
      completed_hours: 'Inserire un numero intero di ore',
    });
    expect(messagesOf(InternshipHoursInputSchema.safeParse({ completed_hours: 1001 }))).toEqual({
      completed_hours: "Non puoi aggiungere altre ore completate! Modifica le ore completate nell'apposito form",
    });
    expect(messagesOf(InternshipHoursInputSchema.safeParse({ completed_hours: -1001 }))).toEqual({
      completed_hours: 'Non puoi rimuovere altre ore completate!',
    });
  });

  it('steps by the weekly hours, 1 when those are 0 (spec 02 §4)', () => {
    expect(hoursStep(20)).toBe(20);
    expect(hoursStep(0)).toBe(1);
    expect(hoursStep(null)).toBe(1);
  });

  it('disables minus at 0 and plus at the scheduled hours', () => {
    expect(canRemoveHours({ completed_hours: 0 })).toBe(false);
    expect(canRemoveHours({ completed_hours: 1 })).toBe(true);
    expect(canAddHours({ completed_hours: 100, scheduled_hours: 100 })).toBe(false);
    expect(canAddHours({ completed_hours: 99, scheduled_hours: 100 })).toBe(true);
  });
});

describe('status badge colours (spec 02 §4)', () => {
  it('Attivo green, Completato blue, Interrotto red, Pianificato yellow, otherwise gray', () => {
    expect(['Attivo', 'Completato', 'Interrotto', 'Pianificato', 'Sospeso', ''].map(internshipStatusColor)).toEqual([
      'green',
      'blue',
      'red',
      'yellow',
      'gray',
      'gray',
    ]);
  });
});

describe('internship list query and filters', () => {
  it('comes 5 at a time on her tab', () => {
    expect(InternshipListQuerySchema.parse({ beneficiary_id: '7' })).toMatchObject({ beneficiary_id: 7, limit: 5, offset: 0 });
  });

  it('reads the programme-wide filters and refuses a reversed range', () => {
    expect(
      InternshipFiltersSchema.parse({
        beneficiary: ' Rossi ',
        hosting_company_id: '3',
        status_internships: 'Attivo',
        created_from: '2026-01-01',
      }),
    ).toEqual({ beneficiary: 'Rossi', hosting_company_id: 3, status_internships: 'Attivo', created_from: '2026-01-01' });
    expect(messagesOf(InternshipListQuerySchema.safeParse({ created_from: '2026-02-01', created_to: '2026-01-01' }))).toEqual({
      created_to: 'La data di fine deve essere successiva alla data di inizio',
    });
    expect(messagesOf(InternshipFiltersSchema.safeParse({ status_internships: 'Boh' }))).toEqual({
      status_internships: 'Valore non valido',
    });
  });

  it('labels every input field of its declaration', () => {
    expect(Object.keys(internshipEntity.fields).sort()).toEqual(
      Object.keys(InternshipInputSchema.parse(valid))
        .filter((k) => k !== 'beneficiary_id')
        .sort(),
    );
    expect(internshipEntity.exportType).toBe('internships');
  });
});
