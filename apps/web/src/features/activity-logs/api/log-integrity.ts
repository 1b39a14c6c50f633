import { useMutation } from '@tanstack/react-query';
import type { LogIntegrity } from '@empowerment/shared';
import { api } from '../../../lib/api-client';

/** Verifies the Registro's chain on demand (administrators): it reads every entry, so never on its own. */
export const useLogIntegrityCheck = () => useMutation({ mutationFn: () => api.get<LogIntegrity>('/auth/logs/integrity') });
