import { ApiError, request } from '@skillhub/shared/api-client';
import { announcementEndpoints } from '@skillhub/shared/endpoints/announcements';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { overviewEndpoints } from '@skillhub/shared/endpoints/overviews';
import { uploadEndpoints } from '@skillhub/shared/endpoints/uploads';
import type { AnnouncementBody } from '@skillhub/shared/schemas/announcement';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/course-queries.ts';
import type { LectureTarget } from './chunked-upload.ts';

/** Server state of the content page: the curriculum with videos, announcements and lecture overviews. */

export function useCourseContent(courseId: string) {
  return useQuery({
    queryKey: courseKeys.content(courseId),
    queryFn: async ({ signal }) => {
      const body = await request(courseEndpoints.content, { params: { courseId }, signal });
      return body.data;
    },
  });
}

/** A short-lived streaming URL, fetched when the preview opens (never cached: it expires). */
export function usePresignedUrl(target: LectureTarget | null) {
  return useQuery({
    queryKey: ['lecture-video-url', target],
    queryFn: async ({ signal }) => {
      const body = await request(uploadEndpoints.presigned, { params: { ...target! }, signal });
      return body.data;
    },
    enabled: target !== null,
    gcTime: 0,
    staleTime: 0,
  });
}

const announcementKeys = (courseId: string) => ['course-announcements', courseId] as const;

export function useAnnouncements(courseId: string) {
  return useQuery({
    queryKey: announcementKeys(courseId),
    queryFn: async ({ signal }) => {
      const body = await request(announcementEndpoints.list, { params: { courseId }, signal });
      return body.data;
    },
  });
}

export function useSaveAnnouncement(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ announcementId, body }: { announcementId?: string; body: AnnouncementBody }) =>
      announcementId
        ? request(announcementEndpoints.update, { params: { announcementId }, body })
        : request(announcementEndpoints.create, { params: { courseId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys(courseId) }),
  });
}

export function useDeleteAnnouncement(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: string) => request(announcementEndpoints.remove, { params: { announcementId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys(courseId) }),
  });
}

const overviewKey = (target: LectureTarget) => ['lecture-overview', target.subSectionId] as const;

/** The lecture's overview, or null when it has none yet (or the lecture is gone: the server answers 404). */
export function useOverview(target: LectureTarget, enabled: boolean) {
  return useQuery({
    queryKey: overviewKey(target),
    queryFn: async ({ signal }) => {
      try {
        const body = await request(overviewEndpoints.get, { params: { ...target }, signal });
        return body.data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}

export function useSaveOverview(target: LectureTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ overviewId, overview }: { overviewId?: string; overview: string }) =>
      overviewId
        ? request(overviewEndpoints.update, { params: { overviewId }, body: { overview } })
        : request(overviewEndpoints.create, { params: { ...target }, body: { overview } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKey(target) }),
  });
}

export function useDeleteOverview(target: LectureTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (overviewId: string) => request(overviewEndpoints.remove, { params: { overviewId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKey(target) }),
  });
}
