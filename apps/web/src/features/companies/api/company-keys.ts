import { createQueryKeys } from '../../../lib/query-keys';

export const companyKeys = createQueryKeys('companies');

/** A company's positions: under the companies' key, so a change to either reloads both. */
export const positionKeys = {
  all: [...companyKeys.all, 'positions'] as const,
  ofCompany: (companyId: number, assigned?: boolean) => [...companyKeys.all, 'positions', companyId, assigned ?? 'all'] as const,
};
