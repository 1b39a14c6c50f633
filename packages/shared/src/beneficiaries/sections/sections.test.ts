import { describe, expect, it, vi } from 'vitest';
import {
  aboutServiceSection,
  addressSection,
  dataProjectSection,
  dataSicolSection,
  economicSituationSection,
  familyCommitmentsSection,
  personalResourceSection,
  professionalProfileSection,
  residencePermitSection,
  socialDataSection,
  todayInItaly,
} from '..';
import { messagesOf } from '../../common/test-helpers';

const ZERO = '0001-01-01T00:00:00Z';
const long = (n: number) => 'x'.repeat(n);

describe('every section', () => {
  it.each([
    dataProjectSection,
    socialDataSection,
    addressSection,
    residencePermitSection,
    aboutServiceSection,
    economicSituationSection,
    familyCommitmentsSection,
    personalResourceSection,
    professionalProfileSection,
    dataSicolSection,
  ])('$key refuses a payload without a valid beneficiary id', (section) => {
    for (const beneficiary_id of [undefined, null, '', 0, -3, 1.5, 'abc']) {
      expect(messagesOf(section.input.safeParse({ beneficiary_id })).beneficiary_id).toBe('ID beneficiario non valido');
    }
  });
});

describe('data-project', () => {
  const base = { beneficiary_id: 1, project_date_start: '2024-03-01T00:00:00Z' };
  it('keeps the day of a date-time, active by default, empty texts as empty', () => {
    expect(dataProjectSection.input.parse(base)).toMatchObject({
      project_date_start: '2024-03-01',
      project_date_exit: null,
      active: true,
      notes: '',
    });
  });
  it('requires the start, not in the future', () => {
    expect(messagesOf(dataProjectSection.input.safeParse({ beneficiary_id: 1 }))).toEqual({
      project_date_start: 'La data di inizio è obbligatoria',
    });
    expect(messagesOf(dataProjectSection.input.safeParse({ beneficiary_id: 1, project_date_start: ZERO }))).toEqual({
      project_date_start: 'La data di inizio è obbligatoria',
    });
    expect(messagesOf(dataProjectSection.input.safeParse({ ...base, project_date_start: '2999-01-01' }))).toEqual({
      project_date_start: 'La data non può essere nel futuro',
    });
    expect(dataProjectSection.input.safeParse({ ...base, project_date_start: todayInItaly() }).success).toBe(true);
    expect(messagesOf(dataProjectSection.input.safeParse({ ...base, project_date_start: '2024-02-30' }))).toEqual({
      project_date_start: 'Data non valida',
    });
  });
  it('an exit before the start is refused; the zero date is none', () => {
    expect(messagesOf(dataProjectSection.input.safeParse({ ...base, project_date_exit: '2024-02-28T00:00:00Z' }))).toEqual({
      project_date_exit: 'La data di fine deve essere successiva alla data di inizio',
    });
    expect(dataProjectSection.input.parse({ ...base, project_date_exit: '2024-03-01' }).project_date_exit).toBe('2024-03-01');
    expect(dataProjectSection.input.parse({ ...base, project_date_exit: ZERO }).project_date_exit).toBeNull();
  });
  it.each([
    ['notes', 900],
    ['objectives_achieved', 100],
    ['status_individual_plan', 100],
    ['motivation_outcome', 500],
    ['critical_issues', 2000],
    ['improvement_actions', 2000],
    ['future_prospects', 2000],
  ])('%s holds at most %i characters', (field, max) => {
    expect(dataProjectSection.input.safeParse({ ...base, [field]: long(max) }).success).toBe(true);
    expect(messagesOf(dataProjectSection.input.safeParse({ ...base, [field]: long(max + 1) }))).toEqual({
      [field]: 'Il testo è troppo lungo',
    });
  });
  it('a stored row passes the record schema', () => {
    const row = { ...dataProjectSection.input.parse(base), ID: 1, CreatedAt: 'x', UpdatedAt: 'y' };
    expect(dataProjectSection.record.parse(row)).toMatchObject({ project_date_start: '2024-03-01' });
  });
});

describe('social-data', () => {
  it('requires the type of social situation', () => {
    expect(messagesOf(socialDataSection.input.safeParse({ beneficiary_id: 1 }))).toEqual({
      social_situation_type: 'Seleziona il tipo di situazione sociale',
    });
    expect(
      messagesOf(socialDataSection.input.safeParse({ beneficiary_id: 1, social_situation_type: 2, vulnerability_type: long(101) })),
    ).toEqual({
      vulnerability_type: 'Il testo è troppo lungo',
    });
  });
});

describe('address', () => {
  const italian = { beneficiary_id: 1, type: 'address', street: 'Via Roma 1', city: 'Roma', province: 'RM', region: 'Lazio' };
  it('an Italian address needs street, city, province and region', () => {
    expect(messagesOf(addressSection.input.safeParse({ beneficiary_id: 1, type: 'address' }))).toEqual({
      street: 'La via è obbligatoria',
      city: 'La città è obbligatoria',
      province: 'La provincia è obbligatoria',
      region: 'La regione è obbligatoria',
    });
    expect(addressSection.input.parse(italian)).toMatchObject({ country: 'Italia', city: 'Roma' });
  });
  it('Estero clears city, province and region, and keeps the address as written in the street', () => {
    expect(addressSection.input.parse({ ...italian, street: '12 rue de la République, Lyon, Francia', country: 'Estero' })).toMatchObject({
      street: '12 rue de la République, Lyon, Francia',
      city: '',
      province: '',
      region: '',
    });
    expect(addressSection.input.safeParse({ beneficiary_id: 1, type: 'domicile', country: 'Estero' }).success).toBe(true);
  });
  it('the type and the country are from their lists; the CAP has 5 digits', () => {
    expect(messagesOf(addressSection.input.safeParse({ ...italian, type: 'casa', country: 'Francia' }))).toEqual({
      type: 'Valore non valido',
      country: 'Valore non valido',
    });
    expect(messagesOf(addressSection.input.safeParse({ ...italian, postalCode: '0018' }))).toEqual({
      postalCode: 'Il CAP deve essere di 5 cifre',
    });
    expect(addressSection.input.parse({ ...italian, postalCode: '00184' }).postalCode).toBe('00184');
  });
  it('a condition to specify needs its notes, another clears them', () => {
    expect(messagesOf(addressSection.input.safeParse({ ...italian, condition: 'Altro [specificare]' }))).toEqual({
      condition_notes: 'Le note sulla condizione abitativa sono obbligatorie quando si seleziona [specificare]',
    });
    expect(addressSection.input.parse({ ...italian, condition: 'Comunità', condition_notes: 'vecchia' }).condition_notes).toBe('');
    expect(
      messagesOf(addressSection.input.safeParse({ ...italian, condition: 'Altro [specificare]', condition_notes: long(251) })),
    ).toEqual({
      condition_notes: 'Il testo è troppo lungo',
    });
  });
});

describe('residence-permit', () => {
  const base = { beneficiary_id: 1, type: 'Studio', start_date: '2024-01-10T00:00:00Z' };
  it('requires type and start', () => {
    expect(messagesOf(residencePermitSection.input.safeParse({ beneficiary_id: 1 }))).toEqual({
      type: 'Il tipo di permesso è obbligatorio',
      start_date: 'La data di inizio è obbligatoria',
    });
    expect(messagesOf(residencePermitSection.input.safeParse({ ...base, type: long(301), notes: long(301) }))).toEqual({
      type: 'Il testo è troppo lungo',
      notes: 'Il testo è troppo lungo',
    });
  });
  it('the expiry comes after the start; the zero date is none', () => {
    for (const exp_date of ['2024-01-10', '2023-12-31T00:00:00Z']) {
      expect(messagesOf(residencePermitSection.input.safeParse({ ...base, exp_date }))).toEqual({
        exp_date: 'La data di scadenza deve essere successiva alla data di inizio',
      });
    }
    expect(residencePermitSection.input.parse({ ...base, exp_date: ZERO }).exp_date).toBeNull();
    expect(residencePermitSection.input.parse({ ...base, exp_date: '2026-01-10T00:00:00Z' }).exp_date).toBe('2026-01-10');
  });
});

describe('about-service', () => {
  it('requires a non-blank sending service of at most 300 characters', () => {
    expect(messagesOf(aboutServiceSection.input.safeParse({ beneficiary_id: 1, sending_service: '   ' }))).toEqual({
      sending_service: 'Il servizio inviante è obbligatorio',
    });
    expect(
      messagesOf(
        aboutServiceSection.input.safeParse({
          beneficiary_id: 1,
          sending_service: long(301),
          active_service: long(301),
          motivation_sending: long(301),
          notes: long(901),
        }),
      ),
    ).toEqual({
      sending_service: 'Il testo è troppo lungo',
      active_service: 'Il testo è troppo lungo',
      motivation_sending: 'Il testo è troppo lungo',
      notes: 'Il testo è troppo lungo',
    });
  });
});

describe('economic-situation', () => {
  it('ISEE is money: two decimals at most, empty is none', () => {
    expect(economicSituationSection.input.parse({ beneficiary_id: 1, isee: 12345.6 }).isee).toBe(12345.6);
    expect(economicSituationSection.input.parse({ beneficiary_id: 1, isee: '9876,54' }).isee).toBe(9876.54);
    expect(economicSituationSection.input.parse({ beneficiary_id: 1, isee: '' }).isee).toBeNull();
    expect(messagesOf(economicSituationSection.input.safeParse({ beneficiary_id: 1, isee: 1.234 }))).toEqual({ isee: 'Valore non valido' });
    expect(messagesOf(economicSituationSection.input.safeParse({ beneficiary_id: 1, isee: -1 }))).toEqual({
      isee: 'Il valore è troppo piccolo',
    });
  });
  it('the ADI date: zero date is none', () => {
    expect(economicSituationSection.input.parse({ beneficiary_id: 1, adi_date_activation: ZERO }).adi_date_activation).toBeNull();
  });
  it('an indigence state to specify needs its notes', () => {
    expect(
      messagesOf(
        economicSituationSection.input.safeParse({ beneficiary_id: 1, indigence_state: 'Altro sostegno economico [specificare]' }),
      ),
    ).toEqual({
      indigence_state_notes: 'Le note sullo stato di indigenza sono obbligatorie quando si specifica lo stato',
    });
    expect(
      economicSituationSection.input.parse({ beneficiary_id: 1, indigence_state: 'NASpI', indigence_state_notes: 'x' })
        .indigence_state_notes,
    ).toBe('');
  });
  it.each([
    ['adi_code', 50],
    ['indigence_state', 100],
    ['notes', 900],
  ])('%s holds at most %i characters', (field, max) => {
    expect(messagesOf(economicSituationSection.input.safeParse({ beneficiary_id: 1, [field]: long(max + 1) }))).toEqual({
      [field]: 'Il testo è troppo lungo',
    });
  });
});

describe('family-commitments', () => {
  it('dependent children from 0 to 30, whole', () => {
    const check = (dependent_children: unknown) =>
      messagesOf(familyCommitmentsSection.input.safeParse({ beneficiary_id: 1, dependent_children }));
    expect(check(31)).toEqual({ dependent_children: 'Il numero di figli non può superare 30' });
    expect(check(-1)).toEqual({ dependent_children: 'Il numero di figli non può essere negativo' });
    expect(check(1.5)).toEqual({ dependent_children: 'Il numero di figli deve essere un numero intero' });
    expect(check(30)).toEqual({});
    expect(familyCommitmentsSection.input.parse({ beneficiary_id: 1 }).dependent_children).toBeNull();
  });
  it.each([
    ['age_children', 100],
    ['school_children', 200],
    ['caregiver', 200],
    ['notes', 900],
  ])('%s holds at most %i characters', (field, max) => {
    expect(messagesOf(familyCommitmentsSection.input.safeParse({ beneficiary_id: 1, [field]: long(max + 1) }))).toEqual({
      [field]: 'Il testo è troppo lungo',
    });
  });
});

describe('personal-resource', () => {
  it('ratings are whole numbers from 0 to 10, missing is 0', () => {
    expect(personalResourceSection.input.parse({ beneficiary_id: 1, grade_motivation: 10 })).toMatchObject({
      grade_motivation: 10,
      italian_level: 0,
    });
    expect(
      messagesOf(
        personalResourceSection.input.safeParse({
          beneficiary_id: 1,
          italian_level: 11,
          grade_social_skills: -1,
          grade_info_processing: 2.5,
        }),
      ),
    ).toEqual({
      italian_level: 'Il voto deve essere un numero intero da 0 a 10',
      grade_social_skills: 'Il voto deve essere un numero intero da 0 a 10',
      grade_info_processing: 'Il voto deve essere un numero intero da 0 a 10',
    });
    expect(messagesOf(personalResourceSection.input.safeParse({ beneficiary_id: 1, certification_l2: long(51) }))).toEqual({
      certification_l2: 'Il testo è troppo lungo',
    });
  });
});

describe('professional-profile', () => {
  const languages = (other_languages: unknown) => professionalProfileSection.input.safeParse({ beneficiary_id: 1, other_languages });
  it('stores the languages semicolon-separated, each once, as the list spells them', () => {
    expect(languages(['Inglese', 'Francese']).data?.other_languages).toBe('Inglese;Francese');
    expect(languages(' inglese ; Francese;Inglese;').data?.other_languages).toBe('Inglese;Francese');
    expect(languages(undefined).data?.other_languages).toBe('');
  });
  it('at most 15 languages, all from the list', () => {
    const list = [
      'Inglese',
      'Francese',
      'Spagnolo',
      'Portoghese',
      'Tedesco',
      'Olandese',
      'Rumeno',
      'Albanese',
      'Arabo',
      'Russo',
      'Ucraino',
      'Polacco',
      'Greco',
      'Turco',
      'Hindi',
    ];
    expect(languages(list).success).toBe(true);
    expect(messagesOf(languages([...list, 'Urdu']))).toEqual({ other_languages: 'Puoi aggiungere al massimo 15 lingue' });
    expect(messagesOf(languages('Klingon'))).toEqual({ other_languages: "Scegli le lingue dall'elenco" });
  });
  it('every text area holds at most 900 characters', () => {
    expect(messagesOf(professionalProfileSection.input.safeParse({ beneficiary_id: 1, soft_skills: long(901), notes: long(900) }))).toEqual(
      {
        soft_skills: 'Il testo è troppo lungo',
      },
    );
  });
});

describe('data-sicol', () => {
  it('iso2 is two letters, upper-cased; unique_code at most 50', () => {
    expect(dataSicolSection.input.parse({ beneficiary_id: 1, iso2: 'it' }).iso2).toBe('IT');
    expect(messagesOf(dataSicolSection.input.safeParse({ beneficiary_id: 1, iso2: 'ITA' }))).toEqual({
      iso2: 'Il codice ISO2 deve essere di 2 lettere',
    });
    expect(messagesOf(dataSicolSection.input.safeParse({ beneficiary_id: 1, iso2: '1T' }))).toEqual({
      iso2: 'Il codice ISO2 deve essere di 2 lettere',
    });
    expect(messagesOf(dataSicolSection.input.safeParse({ beneficiary_id: 1, unique_code: long(51) }))).toEqual({
      unique_code: 'Il testo è troppo lungo',
    });
  });
});

describe('todayInItaly', () => {
  it('is the day in Rome, not in UTC', () => {
    vi.useFakeTimers();
    expect(todayInItaly(new Date('2024-06-30T22:30:00Z'))).toBe('2024-07-01');
    vi.useRealTimers();
  });
});
