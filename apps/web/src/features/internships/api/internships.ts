import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '@empowerment/shared';
import { COMPANY_MIN_INFO_LIMIT, type CompanyMinInfo } from '@empowerment/shared/companies';
import { INTERNSHIP_HOST, INTERNSHIPS_PAGE_SIZE, type Internship, type InternshipUpdate } from '@empowerment/shared/internships';
import type { FetchPage } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api, getListedRecord, type RecordUpdate } from '../../../lib/api-client';
import { createQueryKeys } from '../../../lib/query-keys';
import { useLoadMoreList } from '../../../lib/use-load-more-list';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { companyKeys } from '../../companies';

/** Every write reloads everything of the internships (her tab, the programme-wide list) and the companies' positions it takes or frees. */
export const internshipKeys = createQueryKeys('internships');

const LIST = '/auth/internships/';

/** Her internships, the latest first, 5 at a time (spec 02 §2 tab 11, §7). */
export const useBeneficiaryInternships = (beneficiaryId: number) =>
  useLoadMoreList({
    queryKey: [...internshipKeys.all, 'beneficiary', beneficiaryId],
    pageSize: INTERNSHIPS_PAGE_SIZE,
    fetchPage: (offset, signal) =>
      api.get<Internship[]>(LIST, { query: { beneficiary_id: beneficiaryId, limit: INTERNSHIPS_PAGE_SIZE, offset }, signal }),
  });

/** A page of the programme-wide list (/tirocini) with its filters and the total. */
export const getInternships: FetchPage<Internship> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<Internship>>(LIST, { query: withFilters({ 'get-tot': true, limit, offset }, filters), signal });

/** The companies that may host an internship: signed internship companies (spec 02 §7). */
export const useInternshipHosts = () =>
  useQuery({
    queryKey: [...companyKeys.all, 'internship-hosts'],
    queryFn: ({ signal }) =>
      api.get<CompanyMinInfo[]>('/auth/companies/', {
        query: { limit: COMPANY_MIN_INFO_LIMIT, minInfo: true, ...INTERNSHIP_HOST },
        signal,
      }),
  });

/** Every internship company, signed or not: the choices of the programme-wide list's host filter. */
export const useInternshipCompanies = () =>
  useQuery({
    queryKey: [...companyKeys.all, 'internship-companies'],
    queryFn: ({ signal }) =>
      api.get<CompanyMinInfo[]>('/auth/companies/', {
        query: { limit: COMPANY_MIN_INFO_LIMIT, minInfo: true, company_type: INTERNSHIP_HOST.company_type },
        signal,
      }),
  });

export const addInternship = ({ beneficiaryId, values }: { beneficiaryId: number; values: InternshipUpdate }) =>
  api.post<Internship>(`${LIST}beneficiaries/${beneficiaryId}`, values);

export const updateInternship = ({ loaded, values }: RecordUpdate<InternshipUpdate>) =>
  api.put<Internship>(`${LIST}${loaded.ID}`, values, { loaded });

export const deleteInternship = (id: number) => api.delete<void>(`${LIST}${id}`);

/**
 * Adds (positive) or removes (negative) completed hours. No version is sent: the server moves the
 * hours from their current value, within their bounds, whatever another click did meanwhile.
 */
export const moveInternshipHours = ({ id, hours }: { id: number; hours: number }) =>
  api.put<{ completed_hours: number }>(`${LIST}${id}/add-remove-hours`, { completed_hours: hours });

/** An internship as stored now (after a save refused as stale). */
export const getCurrentInternship = (internship: Internship) =>
  getListedRecord<Internship>(LIST, internship.ID, { beneficiary_id: internship.beneficiary_id });

export const useAddInternship = () => useSavingMutation(addInternship, internshipKeys.all, companyKeys.all);
export const useUpdateInternship = () => useSavingMutation(updateInternship, internshipKeys.all, companyKeys.all);
export const useDeleteInternship = () => useSavingMutation(deleteInternship, internshipKeys.all, companyKeys.all);
export const useMoveInternshipHours = () => useSavingMutation(moveInternshipHours, internshipKeys.all);
