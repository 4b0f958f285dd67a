import { api, type ListBody, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type { Category, CategoryBody } from '@skillhub/shared/schemas/category';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The page's server state: the course-category calls, cached per filter. */

export const CATEGORY_STATUSES = ['active', 'inactive'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

export const categoryKeys = {
  all: ['course-categories'] as const,
  list: (status: CategoryStatus) => [...categoryKeys.all, status] as const,
};

/** The endpoint returns the whole list for a status; the table pages through it on the client. */
export function useCategories(status: CategoryStatus) {
  return useQuery({
    queryKey: categoryKeys.list(status),
    queryFn: async ({ signal }) => {
      const body = await api.get<ListBody<Category>>(apiPaths.categories.list, {
        searchParams: { active: status === 'active' },
        signal,
      });
      return body.data;
    },
  });
}

export interface SaveCategoryInput {
  /** absent for a new category */
  categoryId?: string;
  body: CategoryBody;
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: SaveCategoryInput) =>
      categoryId
        ? api.put<SuccessBody<Category>>(buildPath(apiPaths.categories.byId, { categoryId }), { json: body })
        : api.post<SuccessBody<Category>>(apiPaths.categories.list, { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** DELETE toggles: an active category becomes inactive and back. */
export function useToggleCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) =>
      api.delete<SuccessBody<Category>>(buildPath(apiPaths.categories.byId, { categoryId })),
    // Both lists change: the category leaves one and joins the other.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
