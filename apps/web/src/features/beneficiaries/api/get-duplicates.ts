import type { BeneficiaryDuplicate } from '@empowerment/shared/beneficiaries';
import { api } from '../../../lib/api-client';

export type DuplicateProbe = { fiscal_code?: string | null; birth_date?: string | null; name?: string; surname?: string };

/** The beneficiaries who are probably the one being created. */
export const getDuplicates = (probe: DuplicateProbe) =>
  api.get<BeneficiaryDuplicate[]>('/auth/beneficiaries/duplicates', {
    query: {
      fiscal_code: probe.fiscal_code ?? undefined,
      birth_date: probe.birth_date ?? undefined,
      name: probe.name || undefined,
      surname: probe.surname || undefined,
    },
  });
