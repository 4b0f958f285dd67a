import { request } from '@skillhub/shared/api-client';
import type { BLOG_COMMENT_STATUSES, PUBLICATION_STATUSES } from '@skillhub/shared/constants';
import { blogEndpoints } from '@skillhub/shared/endpoints/blog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The staff's side of the blog: every post in any status (or the deleted ones), and comment moderation. */

export type PostStatus = (typeof PUBLICATION_STATUSES)[number];
export type CommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];

export interface StaffPostParams {
  search: string;
  status: PostStatus | '';
  category: string;
  topic: string;
  view: 'active' | 'deleted';
  page: number;
  limit: number;
}

export interface ModerationParams {
  status: CommentStatus | '';
  page: number;
  limit: number;
}

export const staffKeys = {
  posts: ['blog-staff', 'posts'] as const,
  postList: (params: StaffPostParams) => [...staffKeys.posts, params] as const,
  post: (id: string | undefined) => ['blog-staff', 'post', id] as const,
  comments: ['blog-staff', 'comments'] as const,
  commentList: (params: ModerationParams) => [...staffKeys.comments, params] as const,
};

export function useStaffPosts(params: StaffPostParams) {
  return useQuery({
    queryKey: staffKeys.postList(params),
    queryFn: ({ signal }) =>
      request(blogEndpoints.list, {
        query: {
          view: 'staff',
          page: params.page,
          limit: params.limit,
          search: params.search || undefined,
          status: params.status || undefined,
          category: params.category || undefined,
          topic: params.topic || undefined,
          deleted: params.view === 'deleted',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Soft delete (restorable) and restore; both change every list of posts. */
export function usePostLifecycle() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: staffKeys.posts });
  return {
    remove: useMutation({ mutationFn: (id: string) => request(blogEndpoints.remove, { params: { id } }), onSuccess }),
    restore: useMutation({ mutationFn: (id: string) => request(blogEndpoints.restore, { params: { id } }), onSuccess }),
  };
}

export function useModeration(params: ModerationParams) {
  return useQuery({
    queryKey: staffKeys.commentList(params),
    queryFn: ({ signal }) =>
      request(blogEndpoints.moderation, {
        query: { page: params.page, limit: params.limit, status: params.status || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useModerate() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: staffKeys.comments });
  return {
    setStatus: useMutation({
      mutationFn: ({ commentId, status }: { commentId: string; status: CommentStatus }) =>
        request(blogEndpoints.setCommentStatus, { params: { commentId }, body: { status } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (commentId: string) => request(blogEndpoints.deleteComment, { params: { commentId } }),
      onSuccess,
    }),
  };
}
