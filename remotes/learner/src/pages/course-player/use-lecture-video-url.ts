import { request } from '@skillhub/shared/api-client';
import { videoPlaybackEndpoints } from '@skillhub/shared/endpoints/video-playback';
import { SIGNED_URL_QUERY } from '@skillhub/shared/video/signed-url-query';
import { useQuery } from '@tanstack/react-query';
import type { LectureRef } from './use-course-player.ts';

/**
 * GET /course/playback/{courseId}/{sectionId}/{subSectionId}: the lecture video's short-lived URL, an HLS master
 * playlist once its streaming versions are made, else the uploaded file. It is never refetched behind the
 * player's back: the player asks for a new one when its URL nears its end (HLS, swapped in without a reload)
 * or when playback fails. Dropped as soon as the lecture changes.
 */
export function useLectureVideoUrl(ref: LectureRef, hasVideo: boolean) {
  return useQuery({
    queryKey: ['lecture-video-url', ref.courseId, ref.sectionId, ref.subSectionId],
    queryFn: async ({ signal }) =>
      (await request(videoPlaybackEndpoints.playback, { params: { ...ref }, signal })).data,
    enabled: hasVideo,
    ...SIGNED_URL_QUERY,
  });
}
