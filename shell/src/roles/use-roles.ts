import { request } from '@skillhub/shared/api-client';
import { MAX_LIMIT } from '@skillhub/shared/constants';
import { roleEndpoints } from '@skillhub/shared/endpoints/roles';
import type { Permissions } from '@skillhub/shared/permissions';
import type { CreateRoleBody } from '@skillhub/shared/schemas/role';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const rolesQueryKey = ['roles'] as const;

/** Every role (the list is short); the Users page reads it for its role picker too. */
export function useRoles() {
  return useQuery({
    queryKey: rolesQueryKey,
    queryFn: ({ signal }) => request(roleEndpoints.list, { query: { limit: MAX_LIMIT }, signal }),
    select: (body) => body?.data ?? [],
  });
}

export function useCreateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoleBody) => request(roleEndpoints.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}

export function useUpdateRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, permissions }: { id: string; permissions: Permissions }) =>
      request(roleEndpoints.updatePermissions, { params: { id }, body: { permissions } }),
    onSuccess: () => client.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(roleEndpoints.delete, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
