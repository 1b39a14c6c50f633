import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isStaleSave } from './api-client';

/**
 * A write call's hook: the mutation, and on success the entity's cached reads are reloaded.
 * Every create/update/delete hook is this with its fetcher and the keys it makes stale.
 */
export function useSavingMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>, invalidates: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
    // a save refused as stale proves the cached reads old: the screens behind the form catch up,
    // without holding up the form's own answer
    onError: (error) => {
      if (isStaleSave(error)) void queryClient.invalidateQueries({ queryKey: invalidates });
    },
  });
}
