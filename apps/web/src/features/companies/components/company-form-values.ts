import { companyEntity, type Company, type CompanyFormValues, type CompanyInput } from '@empowerment/shared/companies';
import type { CompanyPayload } from '../api/save-company';

export const COMPANY_FIELD_LABELS = companyEntity.fields satisfies Record<keyof CompanyInput, string>;

export const COMPANY_FIELDS = Object.keys(COMPANY_FIELD_LABELS) as (keyof CompanyInput)[];

/** The three fields without which the save warns 'Compilare tutti i campi obbligatori'. */
export const COMPANY_REQUIRED = ['company_name', 'company_type', 'state_contact'] as const;

/** The form's values: a company being edited, or the empty form with the spec's defaults. */
export function toFormValues(company?: Company): CompanyFormValues {
  return {
    company_name: company?.company_name ?? '',
    company_type: company?.company_type ?? 'Azienda per tirocinio',
    state_contact: company?.state_contact ?? 'Primo contatto',
    sector_id: company?.sector_id ?? null,
    fonte: company?.fonte ?? '',
    address: company?.address ?? '',
    municipio_id: company?.municipio_id ?? null,
    website: company?.website ?? '',
    contact_name: company?.contact_name ?? '',
    contact_email: company?.contact_email ?? '',
    contact_phone: company?.contact_phone ?? '',
    intern_name: company?.intern_name ?? '',
    intern_phone: company?.intern_phone ?? '',
    intern_mail: company?.intern_mail ?? '',
    mail_sent_at: company?.mail_sent_at ?? null,
    mail_sender: company?.mail_sender ?? '',
    mail_notes: company?.mail_notes ?? '',
    numbers_internships: company?.numbers_internships ?? 0,
    date_email_manifest: company?.date_email_manifest ?? null,
    manifest_internship: company?.manifest_internship ?? false,
    manifest_job_day: company?.manifest_job_day ?? false,
    direct_assumption: company?.direct_assumption ?? false,
    convention_signed: company?.convention_signed ?? false,
    notes: company?.notes ?? '',
  };
}

const OMITTED_WHEN_EMPTY = ['website', 'contact_email', 'intern_mail'] as const;

/** Spec 02 §5: an empty website or e-mail is left out of the payload (the server stores it empty). */
export function toPayload(values: CompanyInput): CompanyPayload {
  const payload: CompanyPayload = { ...values };
  for (const key of OMITTED_WHEN_EMPTY) if (!payload[key]) delete payload[key];
  return payload;
}
