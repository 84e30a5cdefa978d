import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opsKeys } from './keys';

type Query = Record<string, string | number | undefined>;

/** One page of a console list; the previous page stays on screen while the next one loads. */
export const opsListOptions = <T>(resource: string, path: string, query: Query) =>
  queryOptions({
    queryKey: opsKeys.list(resource, query),
    queryFn: ({ signal }) => apiRequest<T>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useOpsList = <T>(resource: string, path: string, query: Query) =>
  useQuery(opsListOptions<T>(resource, path, query));

/** A console write that refreshes the lists of its resource when it succeeds. */
export function useOpsMutation<TInput, TResult>(resource: string, call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.lists(resource) }),
  });
}
