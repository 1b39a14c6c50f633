import { describe, expect, it } from 'vitest';
import { labelsOf } from '../index';
import {
  COST_MSG,
  CostFiltersSchema,
  CostIdParamsSchema,
  CostInputSchema,
  CostListQuerySchema,
  costConfirmationNote,
  costConfirmedLabel,
  costEntity,
} from '.';
import { messagesOf } from '../common/test-helpers';

const valid = {
  date: '2026-03-14',
  type: 2,
  amount_committed: 150.5,
  amount_paid: 0,
  amount_expected: '120,25',
  confirmed: false,
  notes: '',
  file_id: null,
  entity_type: 'Corso',
  entity_id: 7,
};

const errors = (patch: Record<string, unknown>) => messagesOf(CostInputSchema.safeParse({ ...valid, ...patch }));

describe('CostInputSchema (spec 02 §5 "Cost")', () => {
  it('reads a valid cost: amounts as numbers of cents, the comma as decimal mark', () => {
    expect(CostInputSchema.parse(valid)).toEqual({ ...valid, amount_expected: 120.25, beneficiary_id: null });
  });

  it('names every required field when the form is empty', () => {
    expect(messagesOf(CostInputSchema.safeParse({}))).toEqual({
      date: 'La data è obbligatoria',
      type: 'Seleziona il tipo di costo',
      amount_committed: "L'importo impegnato è obbligatorio",
      amount_paid: "L'importo erogato è obbligatorio",
      amount_expected: "L'importo previsto è obbligatorio",
      confirmed: 'Indica lo stato di verifica',
      entity_type: 'Seleziona a cosa è associato il costo',
    });
  });

  it('counts a zero committed amount as missing, but not a zero paid or expected one', () => {
    expect(errors({ amount_committed: 0 })).toEqual({ amount_committed: "L'importo impegnato è obbligatorio" });
    expect(errors({ amount_committed: '0,00' })).toEqual({ amount_committed: "L'importo impegnato è obbligatorio" });
    expect(errors({ amount_paid: 0, amount_expected: 0 })).toEqual({});
  });

  it('blank amounts and choices are missing', () => {
    expect(errors({ amount_paid: '', type: '', entity_type: '' })).toEqual({
      amount_paid: "L'importo erogato è obbligatorio",
      type: 'Seleziona il tipo di costo',
      entity_type: 'Seleziona a cosa è associato il costo',
    });
  });

  it('refuses negative amounts and more than two decimals', () => {
    expect(errors({ amount_paid: -1 })).toEqual({ amount_paid: "L'importo non può essere negativo" });
    expect(errors({ amount_committed: 10.005 })).toEqual({ amount_committed: 'Inserire un importo valido (al massimo due decimali)' });
    expect(errors({ amount_expected: '1.234,50' })).toEqual({ amount_expected: 'Inserire un importo valido (al massimo due decimali)' });
    expect(errors({ amount_expected: 0.1 + 0.2 })).toEqual({ amount_expected: 'Inserire un importo valido (al massimo due decimali)' });
  });

  it('keeps notes within 250 characters', () => {
    expect(errors({ notes: 'x'.repeat(250) })).toEqual({});
    expect(errors({ notes: 'x'.repeat(251) })).toEqual({ notes: 'Le note devono contenere al massimo 250 caratteri' });
  });

  it('accepts a day and an RFC 3339 date-time, answering the day', () => {
    expect(CostInputSchema.parse({ ...valid, date: '2026-11-26T00:00:00Z' }).date).toBe('2026-11-26');
    expect(CostInputSchema.parse({ ...valid, date: '2026-11-26T23:30:00+01:00' }).date).toBe('2026-11-26');
    expect(errors({ date: '2026-02-30' })).toEqual({ date: 'Data non valida' });
    expect(errors({ date: '26/11/2026' })).toEqual({ date: 'Data non valida' });
    expect(errors({ date: '' })).toEqual({ date: 'La data è obbligatoria' });
  });

  it('refuses an association outside the list and a confirmation that is not yes or no', () => {
    expect(errors({ entity_type: 'Altro' })).toEqual({ entity_type: 'Seleziona a cosa è associato il costo' });
    expect(errors({ confirmed: 'si' })).toEqual({ confirmed: 'Indica lo stato di verifica' });
  });

  it('reads no document and no linked record as null', () => {
    const parsed = CostInputSchema.parse({ ...valid, file_id: '', entity_id: 0 });
    expect(parsed.file_id).toBeNull();
    expect(parsed.entity_id).toBeNull();
  });
});

describe('costs: ids, filters and texts', () => {
  it("answers 'ID del costo non valido' for a bad id", () => {
    expect(messagesOf(CostIdParamsSchema.safeParse({ id: 'abc' }))).toEqual({ id: 'ID del costo non valido' });
    expect(CostIdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(COST_MSG.idInvalid).toBe('ID del costo non valido');
    expect(COST_MSG.saved).toBe('Costo salvato con successo');
  });

  it('pages her tab by 11 and reads the filters', () => {
    expect(CostListQuerySchema.parse({ beneficiary_id: '3' })).toMatchObject({ limit: 11, offset: 0, beneficiary_id: 3 });
    expect(messagesOf(CostFiltersSchema.safeParse({ date_from: '2026-13-01', confirmed: 'yes' }))).toEqual({
      date_from: 'Data non valida',
      confirmed: 'Valore non valido',
    });
  });

  it('labels the verification states and the Registro note (spec 02 §4)', () => {
    expect(costConfirmedLabel(true)).toBe('Verificato');
    expect(costConfirmedLabel(false)).toBe('Da verificare');
    expect(costConfirmationNote(false, true)).toBe("Stato di conferma cambiato da 'Da verificare' a 'Verificato'");
  });

  it('names the columns as the spec does', () => {
    expect(Object.values(labelsOf(costEntity))).toEqual([
      'Data',
      'Tipo',
      'Associato a',
      'Elemento del percorso',
      'Importo Impegnato',
      'Importo Previsto',
      'Importo Erogato',
      'Documento',
      'Stato Verifica',
      'Note',
      'Beneficiario',
    ]);
  });
});
