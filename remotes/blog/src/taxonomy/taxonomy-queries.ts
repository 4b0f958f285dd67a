import { request } from '@skillhub/shared/api-client';
import { blogEndpoints } from '@skillhub/shared/endpoints/blog';
import type { BlogCategoryBody, BlogTopicBody } from '@skillhub/shared/schemas/blog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Blog categories and topics: the same table, dialog and calls, told apart by `kind`. */
export type TaxonomyKind = 'category' | 'topic';
export const TAXONOMY_STATUSES = ['active', 'inactive'] as const;
export type TaxonomyStatus = (typeof TAXONOMY_STATUSES)[number];

const calls = {
  category: {
    list: blogEndpoints.categories,
    create: blogEndpoints.createCategory,
    update: blogEndpoints.updateCategory,
    toggle: blogEndpoints.toggleCategory,
  },
  topic: {
    list: blogEndpoints.topics,
    create: blogEndpoints.createTopic,
    update: blogEndpoints.updateTopic,
    toggle: blogEndpoints.toggleTopic,
  },
};

export const taxonomyKeys = {
  all: (kind: TaxonomyKind) => ['blog-taxonomy', kind] as const,
  list: (kind: TaxonomyKind, status: TaxonomyStatus) => [...taxonomyKeys.all(kind), status] as const,
};

/** The whole list for a status; the table searches and pages it on the client, as the course categories do. */
export function useTaxonomy(kind: TaxonomyKind, status: TaxonomyStatus) {
  return useQuery({
    queryKey: taxonomyKeys.list(kind, status),
    queryFn: async ({ signal }) =>
      (await request(calls[kind].list, { query: { active: status === 'active' }, signal })).data,
  });
}

export function useSaveTerm(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: BlogCategoryBody | BlogTopicBody }) =>
      kind === 'category'
        ? id
          ? request(calls.category.update, { params: { id }, body: body as BlogCategoryBody })
          : request(calls.category.create, { body: body as BlogCategoryBody })
        : id
          ? request(calls.topic.update, { params: { id }, body })
          : request(calls.topic.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.all(kind) }),
  });
}

/** DELETE toggles: an active term becomes inactive (posts keep it) and back. */
export function useToggleTerm(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(calls[kind].toggle, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxonomyKeys.all(kind) }),
  });
}
