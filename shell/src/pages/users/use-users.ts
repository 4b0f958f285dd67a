import { request } from '@skillhub/shared/api-client';
import { userEndpoints } from '@skillhub/shared/endpoints/users';
import type { StaffUserBody } from '@skillhub/shared/schemas/user';
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
      request(userEndpoints.list, {
        query: {
          page: params.page + 1,
          limit: params.pageSize,
          search: params.search || undefined,
          active: params.status === 'all' ? undefined : params.status === 'active',
        },
        signal,
      }),
    // Paging and filtering keep the old rows on screen (dimmed by the table) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId?: string; body: StaffUserBody }) =>
      userId ? request(userEndpoints.update, { params: { userId }, body }) : request(userEndpoints.add, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useSetUserActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      request(userEndpoints.setStatus, { params: { userId }, body: { isActive } }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
