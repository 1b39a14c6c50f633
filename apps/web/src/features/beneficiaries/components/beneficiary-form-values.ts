import {
  type Beneficiary,
  type BeneficiaryCreateSchema,
  type BeneficiaryEdit,
  type BeneficiaryEditSchema,
  type BeneficiaryPatch,
  beneficiaryEntity,
} from '@empowerment/shared/beneficiaries';
import { DEFAULT_PHONE_PREFIX } from '@empowerment/shared/reference';
import type { z } from 'zod';
import { sameFormValue } from '../../../lib/form-diff';

/** What the personal-data form holds while it is filled (create and edit share it). */
export type BeneficiaryFormValues = z.input<typeof BeneficiaryCreateSchema> & z.input<typeof BeneficiaryEditSchema>;

/** The fields of the personal-data form, in the order of the form (also the order of 'Per salvare completa'). */
export const BENEFICIARY_FIELD_LABELS = beneficiaryEntity.fields;

export type BeneficiaryField = keyof typeof BENEFICIARY_FIELD_LABELS;
export const BENEFICIARY_FIELDS = Object.keys(BENEFICIARY_FIELD_LABELS) as BeneficiaryField[];

/** The sex values with the words shown for them. */
export const SEX_LABELS: Record<string, string> = { F: 'Femmina', M: 'Maschio', N: 'Non specificato' };

/** The form's values for a stored record, or the empty create form. */
export function toFormValues(record?: Beneficiary): BeneficiaryFormValues {
  return {
    name: record?.name ?? '',
    surname: record?.surname ?? '',
    fiscal_code: record?.fiscal_code ?? '',
    birth_date: record?.birth_date ?? (null as unknown as string),
    sex: (record?.sex ?? null) as BeneficiaryFormValues['sex'],
    id_public: record?.id_public ?? '',
    email: record?.email ?? '',
    phone_prefix: record?.phone_prefix ?? DEFAULT_PHONE_PREFIX,
    phone: record?.phone ?? '',
    country_birth: record?.country_birth ?? null,
    citizenship: record?.citizenship ?? (null as unknown as string),
    native_language: record?.native_language ?? (null as unknown as string),
    education: record?.education ?? null,
    civil_status: record?.civil_status ?? null,
    municipio_id: record?.municipio_id ?? null,
    notes: record?.notes ?? '',
    liberty_restrictions: record?.liberty_restrictions ?? '',
    has_license_a: record?.has_license_a ?? false,
    has_license_b: record?.has_license_b ?? false,
    has_motorcycle: record?.has_motorcycle ?? false,
    has_car: record?.has_car ?? false,
    has_bank_account: record?.has_bank_account ?? false,
  };
}

/**
 * The PATCH of an edit: the fields whose checked value differs from the stored one (empty and
 * missing alike, dates by day), plus the ID. Nothing else is sent.
 */
export function changedFieldsPayload(record: Beneficiary, values: BeneficiaryEdit): BeneficiaryPatch & { ID: number } {
  const changed = BENEFICIARY_FIELDS.filter((key) => !sameFormValue(record[key], values[key]));
  return { ...Object.fromEntries(changed.map((key) => [key, values[key]])), ID: record.ID };
}
