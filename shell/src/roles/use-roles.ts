import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { MAX_LIMIT } from '@skillhub/shared/constants';
import type { Permissions } from '@skillhub/shared/permissions';
import type { CreateRoleBody, Role } from '@skillhub/shared/schemas/role';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const rolesQueryKey = ['roles'] as const;

/** Every role (the list is short); the Users page reads it for its role picker too. */
export function useRoles() {
  return useQuery({
    queryKey: rolesQueryKey,
    queryFn: ({ signal }) =>
      api.get<SuccessBody<Role[]>>(apiPaths.roles.all, { signal, searchParams: { limit: MAX_LIMIT } }),
    select: (body) => body?.data ?? [],
  });
}

interface MessageBody {
  success: true;
  message?: string;
}

export function useCreateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoleBody) => api.post<SuccessBody<Role>>(apiPaths.roles.create, { json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}

export function useUpdateRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, permissions }: { id: string; permissions: Permissions }) =>
      api.put<SuccessBody<Role>>(buildPath(apiPaths.roles.permissions, { id }), { json: { permissions } }),
    onSuccess: () => client.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageBody>(buildPath(apiPaths.roles.byId, { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
