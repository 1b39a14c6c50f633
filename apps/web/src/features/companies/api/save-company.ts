import type { Company, CompanyInput } from '@empowerment/shared/companies';
import { api, getListedRecord, type RecordUpdate } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { companyKeys } from './company-keys';

/** What the form sends: spec 02 §5 leaves empty website and e-mails out of the payload. */
export type CompanyPayload = Partial<CompanyInput>;

const createCompany = (payload: CompanyPayload) => api.post<Company>('/auth/companies/', payload);
const updateCompany = ({ loaded, values }: RecordUpdate<CompanyPayload>) =>
  api.put<Company>(`/auth/companies/${loaded.ID}`, { ...values, ID: loaded.ID }, { loaded });

/** A company as stored now. */
export const getCurrentCompany = (id: number) => getListedRecord<Company>('/auth/companies/', id);
const deleteCompany = (id: number) => api.delete<void>(`/auth/companies/${id}`);

export const useCreateCompany = () => useSavingMutation(createCompany, companyKeys.all);
export const useUpdateCompany = () => useSavingMutation(updateCompany, companyKeys.all);
export const useDeleteCompany = () => useSavingMutation(deleteCompany, companyKeys.all);
