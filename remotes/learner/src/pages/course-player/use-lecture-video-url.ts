import { request } from '@skillhub/shared/api-client';
import { uploadEndpoints } from '@skillhub/shared/endpoints/uploads';
import { useQuery } from '@tanstack/react-query';
import type { LectureRef } from './use-course-player.ts';

/**
 * GET /course/presigned/{courseId}/{sectionId}/{subSectionId}: a short-lived URL of the lecture's video. It
 * is never refetched behind the player's back (a new URL reloads the video); the player asks for a new one
 * itself when playback fails, which is how an expired URL shows up. Dropped as soon as the lecture changes.
 */
export function useLectureVideoUrl(ref: LectureRef, hasVideo: boolean) {
  return useQuery({
    queryKey: ['lecture-video-url', ref.courseId, ref.sectionId, ref.subSectionId],
    queryFn: async ({ signal }) => (await request(uploadEndpoints.presigned, { params: { ...ref }, signal })).data,
    enabled: hasVideo,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
