import { request } from '@skillhub/shared/api-client';
import { blogEndpoints } from '@skillhub/shared/endpoints/blog';
import type { BlogPostBody, BlogPostDetails } from '@skillhub/shared/schemas/blog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from './staff-queries.ts';

/** The editor's calls: the post as staff see it, saving it, the slug check and the cover upload. */

export function useStaffPost(id: string | undefined) {
  return useQuery({
    queryKey: staffKeys.post(id),
    queryFn: async ({ signal }) =>
      (await request(blogEndpoints.details, { query: { id, view: 'staff' }, signal })).data,
    enabled: Boolean(id),
  });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: BlogPostBody }) =>
      id ? request(blogEndpoints.update, { params: { id }, body }) : request(blogEndpoints.create, { body }),
    // The editor's copy is the answer itself (whether the post is still a draft decides if it may save itself):
    // a new post's editor then has its post at once, with no load to wait for behind a skeleton.
    onSuccess: (answer) => {
      queryClient.setQueryData<BlogPostDetails>(staffKeys.post(answer.data._id), { ...answer.data, redirect: false });
      return queryClient.invalidateQueries({ queryKey: staffKeys.posts });
    },
  });
}

/** Whether a slug is free (for this post when editing). */
export function useSlugAvailability(slug: string, exceptId: string | undefined) {
  return useQuery({
    queryKey: ['blog-staff', 'slug', slug, exceptId],
    queryFn: async ({ signal }) =>
      (await request(blogEndpoints.slugAvailable, { params: { slug }, query: { exceptId }, signal })).data,
    enabled: slug.length > 0,
    retry: false,
  });
}

/** An image stored through the server's storage driver; answers its URL. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return (await request(blogEndpoints.uploadAttachment, { body: form })).data;
    },
  });
}
