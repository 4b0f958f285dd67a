import { request } from '@skillhub/shared/api-client';
import { categoryEndpoints } from '@skillhub/shared/endpoints/categories';
import type { CategoryBody } from '@skillhub/shared/schemas/category';
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
      const body = await request(categoryEndpoints.list, { query: { active: status === 'active' }, signal });
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
        ? request(categoryEndpoints.update, { params: { categoryId }, body })
        : request(categoryEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** DELETE toggles: an active category becomes inactive and back. */
export function useToggleCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => request(categoryEndpoints.toggle, { params: { categoryId } }),
    // Both lists change: the category leaves one and joins the other.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
