import { z } from 'zod';
import { optionalDate, requiredDate } from '../../common/dates';
import { RATING_MAX, RATING_MIN } from '../../common/rating-scale';
import { MSG } from '../../messages';

/** Texts of the section rules that the spec leaves to us. */
export const SECTION_MSG = {
  badDate: 'Data non valida',
  futureDate: 'La data non può essere nel futuro',
  startRequired: 'La data di inizio è obbligatoria',
  endAfterStart: 'La data di fine deve essere successiva alla data di inizio',
  expiryAfterStart: 'La data di scadenza deve essere successiva alla data di inizio',
  rating: 'Il voto deve essere un numero intero da 0 a 10',
  /** A second POST of a section that exists (409). */
  exists: 'Questa sezione è già stata creata: ricarica la pagina per modificarla',
  /** The beneficiary of the path is not in the archive (404). */
  beneficiaryMissing: 'Beneficiario non trovato',
} as const;

/** Today's day in Italy (YYYY-MM-DD), where the operators are, whatever the machine's zone. */
export const todayInItaly = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * A section's day: sent as an ISO date-time (spec 02 §5) or a bare day, kept as YYYY-MM-DD (the
 * one rule of common/dates.ts). Missing, blank or the zero date 0001-01-01T00:00:00Z is null.
 */
export const sectionDate = (message: string = SECTION_MSG.badDate) => optionalDate(message);

/** A required section day. */
export const requiredSectionDate = (required: string = MSG.required, message: string = SECTION_MSG.badDate) =>
  requiredDate(message, required);

/** A day not after today in Italy. */
export const notInFuture = (v: string | null | undefined) => v == null || v <= todayInItaly();

/** A 0-10 rating (spec 02 §4); missing is 0, 'Nessun Voto'. */
export const rating = () =>
  z.preprocess(
    (v) => v ?? 0,
    z
      .number({ message: SECTION_MSG.rating })
      .int(SECTION_MSG.rating)
      .min(RATING_MIN, SECTION_MSG.rating)
      .max(RATING_MAX, SECTION_MSG.rating),
  );
