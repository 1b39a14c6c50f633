import { ADDRESS_MSG, addressSection, type Address, type AddressType } from '@empowerment/shared/beneficiaries';
import { z } from 'zod';
import { ApiError, api, isStaleSave } from '../../../../lib/api-client';
import { sectionPath } from '../api/section-api';

/** The parts of a row the form edits, in the order of the form. */
export const ADDRESS_PARTS = [
  'street',
  'city',
  'province',
  'region',
  'postalCode',
  'country',
  'condition',
  'condition_notes',
  'notes',
] as const;
type Part = (typeof ADDRESS_PARTS)[number];

/** The domicile's fields carry this prefix in the form: domicile_city. */
export const DOMICILE = 'domicile_';

/** Spec 02 §2: the domicile is shown apart only when it differs in one of these. */
const COMPARED = ['street', 'city', 'province', 'region', 'country'] as const;

export const rowOfType = (rows: readonly Address[] | null, type: AddressType) => rows?.find((row) => row.type === type) ?? null;

export function domicileDiffers(residence: Address | null, domicile: Address | null) {
  if (!domicile) return false;
  return COMPARED.some((key) => (residence?.[key] ?? '') !== domicile[key]);
}

const EMPTY: Record<Part, unknown> = {
  street: '',
  city: '',
  province: '',
  region: '',
  postalCode: '',
  country: 'Italia',
  condition: null,
  condition_notes: '',
  notes: '',
};

/** The flat form of tab 1: the residence's parts, 'different' (the Cambia switch) and the domicile's parts with their prefix. */
export function addressFormValues(rows: readonly Address[] | null, beneficiaryId: number) {
  const residence = rowOfType(rows, 'address');
  const domicile = rowOfType(rows, 'domicile');
  const different = domicileDiffers(residence, domicile);
  const values: Record<string, unknown> & { beneficiary_id: unknown; different: boolean } = { beneficiary_id: beneficiaryId, different };
  for (const part of ADDRESS_PARTS) {
    values[part] = residence?.[part] ?? EMPTY[part];
    // a domicile that is the residence's copy opens empty when 'Cambia' is turned on
    values[`${DOMICILE}${part}`] = different && domicile ? domicile[part] : EMPTY[part];
  }
  return values;
}

const pick = (values: Record<string, unknown>, prefix: string, type: AddressType) => ({
  beneficiary_id: values.beneficiary_id,
  type,
  ...Object.fromEntries(ADDRESS_PARTS.map((part) => [part, values[`${prefix}${part}`]])),
});

type AddressInput = z.output<typeof addressSection.input>;

/**
 * Both rows checked with the shared address rules; without 'Cambia' the domicile is the residence's
 * copy. The output is the two payloads.
 */
export const AddressFormSchema = z.looseObject({ beneficiary_id: z.unknown(), different: z.boolean() }).transform((values, ctx) => {
  const check = (prefix: string, type: AddressType) => {
    const result = addressSection.input.safeParse(pick(values, prefix, type));
    for (const issue of result.error?.issues ?? []) {
      const [field] = issue.path;
      const name = field === 'beneficiary_id' ? 'beneficiary_id' : `${prefix}${String(field)}`;
      ctx.addIssue({ code: 'custom', path: [name], message: issue.message });
    }
    return result.data;
  };
  const residence = check('', 'address');
  const domicile = values.different ? check(DOMICILE, 'domicile') : residence && { ...residence, type: 'domicile' as const };
  if (!residence || !domicile) return z.NEVER;
  return { residence, domicile };
});

/** One row's call: PUT at /auth/address/{id} over the row as loaded once it exists, POST otherwise. */
const saveRow = (beneficiaryId: number, row: Address | null, payload: AddressInput) =>
  row ? api.put(`/auth/address/${row.ID}`, payload, { loaded: row }) : api.post(sectionPath(beneficiaryId, addressSection.key), payload);

/** A domicile's field messages on the domicile's fields. */
const onDomicile = (error: unknown) =>
  error instanceof ApiError && error.fields
    ? new ApiError(error.status, error.message, {
        fields: Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k === 'beneficiary_id' ? k : `${DOMICILE}${k}`, v])),
      })
    : error;

/** One call each for residence and domicile (spec 02 §7); when both fail, 'Errore durante il salvataggio degli indirizzi'. */
export async function saveAddresses(
  values: { residence: AddressInput; domicile: AddressInput },
  rows: readonly Address[] | null,
  beneficiaryId: number,
) {
  const [residence, domicile] = await Promise.allSettled([
    saveRow(beneficiaryId, rowOfType(rows, 'address'), values.residence),
    saveRow(beneficiaryId, rowOfType(rows, 'domicile'), values.domicile),
  ]);
  // a row changed by another operator meanwhile: the form offers her the current version
  const stale = [residence, domicile].find((row) => row.status === 'rejected' && isStaleSave(row.reason));
  if (stale?.status === 'rejected') throw stale.reason;
  if (residence.status === 'rejected' && domicile.status === 'rejected') {
    const fields = { ...(onDomicile(domicile.reason) as ApiError).fields, ...(residence.reason as ApiError).fields };
    if (residence.reason instanceof ApiError && Object.keys(fields).length > 0 && residence.reason.status === 400) {
      throw new ApiError(400, ADDRESS_MSG.failed, { fields });
    }
    throw new Error(ADDRESS_MSG.failed);
  }
  if (residence.status === 'rejected') throw residence.reason;
  if (domicile.status === 'rejected') throw onDomicile(domicile.reason);
}
