import { api, type ListBody, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type { StaffUserBody, User } from '@skillhub/shared/schemas/user';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface UsersListParams {
  /** 0-based, as the table counts */
  page: number;
  pageSize: number;
  search: string;
  status: StatusFilter;
}

export const usersQueryKey = ['users'] as const;

export function useUsersList(params: UsersListParams) {
  return useQuery({
    queryKey: [...usersQueryKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<ListBody<User>>(apiPaths.users.all, {
        signal,
        searchParams: {
          page: params.page + 1,
          limit: params.pageSize,
          search: params.search || undefined,
          active: params.status === 'all' ? undefined : String(params.status === 'active'),
        },
      }),
    // Paging and filtering keep the old rows on screen (dimmed by the table) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId?: string; body: StaffUserBody }) =>
      userId
        ? api.put<SuccessBody<User>>(buildPath(apiPaths.users.byId, { userId }), { json: body })
        : api.post<SuccessBody<User>>(apiPaths.users.add, { json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useSetUserActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      api.patch<SuccessBody<User>>(buildPath(apiPaths.users.status, { userId }), { json: { isActive } }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
