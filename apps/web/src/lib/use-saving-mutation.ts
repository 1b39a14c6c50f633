import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isStaleSave } from './api-client';

/**
 * A write call's hook: the mutation, and on success the cached reads it changed are reloaded (one
 * entity's key, or several when a write changes more than one: an internship takes a company's
 * position). Every create/update/delete hook is this with its fetcher and the keys it makes stale.
 */
export function useSavingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  ...invalidates: QueryKey[]
) {
  const queryClient = useQueryClient();
  const reload = () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onSuccess: reload,
    // a save refused as stale proves the cached reads old: the screens behind the form catch up,
    // without holding up the form's own answer
    onError: (error) => {
      if (isStaleSave(error)) void reload();
    },
  });
}
