import { request } from '@skillhub/shared/api-client';
import { lectureCaptionEndpoints } from '@skillhub/shared/endpoints/lecture-captions';
import { SIGNED_URL_QUERY } from '@skillhub/shared/video/signed-url-query';
import { useQuery } from '@tanstack/react-query';
import type { LectureRef } from './use-course-player.ts';

/**
 * GET /course/caption-tracks/{courseId}/{sectionId}/{subSectionId}: the lecture's caption files, each a URL
 * signed for this learner and a few minutes. A track is fetched when it is first shown; the player asks again
 * before showing one whose URL has lapsed.
 */
export function useCaptionTracks(ref: LectureRef, hasVideo: boolean) {
  return useQuery({
    queryKey: ['lecture-caption-tracks', ref.courseId, ref.sectionId, ref.subSectionId],
    queryFn: async ({ signal }) => (await request(lectureCaptionEndpoints.tracks, { params: { ...ref }, signal })).data,
    enabled: hasVideo,
    ...SIGNED_URL_QUERY,
  });
}
