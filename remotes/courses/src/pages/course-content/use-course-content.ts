import { ApiError, api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type { Announcement, AnnouncementBody } from '@skillhub/shared/schemas/announcement';
import type { CourseContent } from '@skillhub/shared/schemas/course';
import type { Overview } from '@skillhub/shared/schemas/overview';
import type { PresignedUrl } from '@skillhub/shared/schemas/upload';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/course-queries.ts';
import type { LectureTarget } from './chunked-upload.ts';
import { uploadCallPaths } from './upload-paths.ts';

/** Server state of the content page: the curriculum with videos, announcements and lecture overviews. */

export function useCourseContent(courseId: string) {
  return useQuery({
    queryKey: courseKeys.content(courseId),
    queryFn: async ({ signal }) => {
      const body = await api.get<SuccessBody<CourseContent>>(buildPath(apiPaths.courses.content, { courseId }), {
        signal,
      });
      return body.data;
    },
  });
}

/** A short-lived streaming URL, fetched when the preview opens (never cached: it expires). */
export function usePresignedUrl(target: LectureTarget | null) {
  return useQuery({
    queryKey: ['lecture-video-url', target],
    queryFn: async ({ signal }) => {
      const body = await api.get<SuccessBody<PresignedUrl>>(uploadCallPaths.presigned(target!), { signal });
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
      const body = await api.get<SuccessBody<Announcement[]>>(
        buildPath(apiPaths.announcements.byCourse, { courseId }),
        {
          signal,
        },
      );
      return body.data;
    },
  });
}

export function useSaveAnnouncement(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ announcementId, body }: { announcementId?: string; body: AnnouncementBody }) =>
      announcementId
        ? api.put<SuccessBody<Announcement>>(buildPath(apiPaths.announcements.byId, { announcementId }), { json: body })
        : api.post<SuccessBody<Announcement>>(buildPath(apiPaths.announcements.byCourse, { courseId }), { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys(courseId) }),
  });
}

export function useDeleteAnnouncement(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: string) =>
      api.delete<{ message?: string }>(buildPath(apiPaths.announcements.byId, { announcementId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys(courseId) }),
  });
}

const overviewKey = (target: LectureTarget) => ['lecture-overview', target.subSectionId] as const;

/** The lecture's overview, or null when it has none yet (the server answers 404). */
export function useOverview(target: LectureTarget, enabled: boolean) {
  return useQuery({
    queryKey: overviewKey(target),
    queryFn: async ({ signal }) => {
      try {
        const body = await api.get<SuccessBody<Overview>>(buildPath(apiPaths.overviews.byLecture, { ...target }), {
          signal,
        });
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
        ? api.put<SuccessBody<Overview>>(buildPath(apiPaths.overviews.byId, { overviewId }), { json: { overview } })
        : api.post<SuccessBody<Overview>>(buildPath(apiPaths.overviews.byLecture, { ...target }), {
            json: { overview },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKey(target) }),
  });
}

export function useDeleteOverview(target: LectureTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (overviewId: string) =>
      api.delete<{ message?: string }>(buildPath(apiPaths.overviews.byId, { overviewId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKey(target) }),
  });
}
