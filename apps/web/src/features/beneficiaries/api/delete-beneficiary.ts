import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteBeneficiary = (id: number) => api.delete<void>(`/auth/beneficiaries/${id}`);

/** The list reloads when the page returns to it; her record's cache must not be asked again meanwhile. */
export const useDeleteBeneficiary = () => useMutation({ mutationFn: deleteBeneficiary });
