import { z } from 'zod';
import { optionalText } from '../../common/fields';
import { specifyNotes } from '../../common/specify';
import { MSG } from '../../messages';
import { defineSection } from './define-section';

/** The two rows of a beneficiary's addresses: 'address' is the residence. */
export const ADDRESS_TYPES = ['address', 'domicile'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const COUNTRIES = ['Italia', 'Estero'] as const;
export const DEFAULT_COUNTRY = 'Italia';

/**
 * The parts of an address read from the list of Italian towns: Estero clears them (spec 02 §4). The
 * street stays: abroad it holds the whole address as she writes it (street, town and country), so
 * that a domicile abroad can say where she lives.
 */
export const ITALIAN_ADDRESS_PARTS = ['city', 'province', 'region'] as const;
/** What an Italian address must have. */
const ITALIAN_REQUIRED = ['street', ...ITALIAN_ADDRESS_PARTS] as const;

export const ADDRESS_MSG = {
  street: 'La via è obbligatoria',
  city: 'La città è obbligatoria',
  province: 'La provincia è obbligatoria',
  region: 'La regione è obbligatoria',
  postalCode: 'Il CAP deve essere di 5 cifre',
  conditionNotes: 'Le note sulla condizione abitativa sono obbligatorie quando si seleziona [specificare]',
  saved: 'Indirizzi salvati con successo',
  failed: 'Errore durante il salvataggio degli indirizzi',
} as const;

/** Tab 1 Residenza e Domicilio: one row per type; updated at PUT /api/auth/address/{addressId}. */
export const addressSection = defineSection({
  key: 'address',
  log: { entity: 'address', label: 'Indirizzo' },
  labels: {
    type: 'Tipo di indirizzo',
    country: 'Paese',
    street: 'Via e numero civico',
    streetAbroad: "Indirizzo all'estero (via, città e Paese)",
    city: 'Città',
    province: 'Provincia',
    region: 'Regione',
    postalCode: 'CAP',
    condition: 'Condizione abitativa',
    condition_notes: 'Note sulla condizione abitativa',
    notes: 'Note',
  },
  fields: {
    type: z.enum(ADDRESS_TYPES, { message: MSG.badValue }),
    street: optionalText(255),
    city: optionalText(100),
    province: optionalText(50),
    region: optionalText(100),
    postalCode: optionalText(10),
    country: z.enum(COUNTRIES, { message: MSG.badValue }).default(DEFAULT_COUNTRY),
    condition: optionalText(100),
    condition_notes: optionalText(250),
    notes: optionalText(900),
  },
  refine: (input) =>
    specifyNotes(
      input.superRefine((v, ctx) => {
        if (v.country !== 'Italia') return;
        for (const part of ITALIAN_REQUIRED) {
          if (v[part] === '') ctx.addIssue({ code: 'custom', path: [part], message: ADDRESS_MSG[part] });
        }
        if (v.postalCode !== '' && !/^\d{5}$/.test(v.postalCode)) {
          ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_MSG.postalCode });
        }
      }),
      { select: 'condition', notes: 'condition_notes', message: ADDRESS_MSG.conditionNotes },
    ).transform((v) => (v.country === 'Italia' ? v : { ...v, city: '', province: '', region: '' })),
  texts: {
    saved: ADDRESS_MSG.saved,
    unchanged: MSG.noChangesDetected,
    invalid: 'Verifica che tutti i campi siano compilati correttamente',
  },
});
export type Address = z.infer<typeof addressSection.record>;
