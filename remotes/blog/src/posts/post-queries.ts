import { request } from '@skillhub/shared/api-client';
import { blogEndpoints } from '@skillhub/shared/endpoints/blog';
import { routeTo } from '@skillhub/shared/routes';
import type { BlogCommentBody } from '@skillhub/shared/schemas/blog';
import { urlParamsQuery } from '@skillhub/shared/url-params';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The public blog's server state. The list's filters live in the URL (`/blog?category=…&topic=…&search=…&page=…`)
 * so a filtered list can be shared; `category` and `topic` hold slugs, which read well in a link.
 */
export interface BlogListParams {
  category: string;
  topic: string;
  search: string;
  /** 1-based, as in the URL */
  page: number;
}

export const BLOG_LIST_DEFAULTS: BlogListParams = { category: '', topic: '', search: '', page: 1 };

/** The blog list's address for `params`: a link that shows that list with or without the app. */
export function blogListHref(params: BlogListParams): string {
  return `${routeTo('blog')}${urlParamsQuery(params, BLOG_LIST_DEFAULTS)}`;
}
/** Cards per page: three rows of three on a desktop. */
export const BLOG_PAGE_SIZE = 9;
export const COMMENTS_PAGE_SIZE = 10;

export const blogKeys = {
  all: ['public-blog'] as const,
  list: (params: BlogListParams) => [...blogKeys.all, 'list', params] as const,
  terms: () => [...blogKeys.all, 'terms'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
  related: (id: string) => [...blogKeys.all, 'related', id] as const,
  adjacent: (id: string) => [...blogKeys.all, 'adjacent', id] as const,
  comments: (id: string, page: number) => [...blogKeys.all, 'comments', id, page] as const,
};

/** GET /blog/all in the public view: published posts, newest first. */
export function useBlogPosts(params: BlogListParams) {
  return useQuery({
    queryKey: blogKeys.list(params),
    queryFn: ({ signal }) =>
      request(blogEndpoints.list, {
        query: {
          page: params.page,
          limit: BLOG_PAGE_SIZE,
          category: params.category || undefined,
          topic: params.topic || undefined,
          search: params.search || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The active categories and topics, for the filters. */
export function useBlogTerms() {
  return useQuery({
    queryKey: blogKeys.terms(),
    queryFn: async ({ signal }) => {
      const [categories, topics] = await Promise.all([
        request(blogEndpoints.categories, { signal }),
        request(blogEndpoints.topics, { signal }),
      ]);
      return { categories: categories.data, topics: topics.data };
    },
    staleTime: 60_000,
  });
}

/** One published post by slug; `redirect` is set when the slug is an old one. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: async ({ signal }) => (await request(blogEndpoints.details, { query: { slug }, signal })).data,
    retry: false,
  });
}

export function useRelatedPosts(id: string | undefined) {
  return useQuery({
    queryKey: blogKeys.related(id ?? ''),
    queryFn: async ({ signal }) => (await request(blogEndpoints.related, { params: { id: id ?? '' }, signal })).data,
    enabled: Boolean(id),
  });
}

export function useAdjacentPosts(id: string | undefined) {
  return useQuery({
    queryKey: blogKeys.adjacent(id ?? ''),
    queryFn: async ({ signal }) => (await request(blogEndpoints.adjacent, { params: { id: id ?? '' }, signal })).data,
    enabled: Boolean(id),
  });
}

/** A post's approved comments, a page at a time. */
export function useComments(id: string, page: number) {
  return useQuery({
    queryKey: blogKeys.comments(id, page),
    queryFn: ({ signal }) =>
      request(blogEndpoints.comments, { params: { id }, query: { page, limit: COMMENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `onFormProof`: told while a flooded form waits for the browser's proof of work (ui/use-form-proof.tsx). */
export function usePostComment(blogId: string, onFormProof?: (checking: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlogCommentBody) => request(blogEndpoints.postComment, { body, onFormProof }),
    onSuccess: (answer) => {
      if (answer.data.status === 'approved') {
        return queryClient.invalidateQueries({ queryKey: [...blogKeys.all, 'comments', blogId] });
      }
    },
  });
}
