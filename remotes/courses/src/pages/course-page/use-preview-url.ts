import { request } from '@skillhub/shared/api-client';
import { videoPlaybackEndpoints } from '@skillhub/shared/endpoints/video-playback';
import { SIGNED_URL_QUERY } from '@skillhub/shared/video/signed-url-query';
import { useQuery } from '@tanstack/react-query';

/** A free preview lecture, as the course page names it to the preview call. */
export interface PreviewLecture {
  courseId: string;
  sectionId: string;
  subSectionId: string;
  title: string;
}

export const previewParams = ({ courseId, sectionId, subSectionId }: PreviewLecture) => ({
  courseId,
  sectionId,
  subSectionId,
});

/**
 * GET /course/preview/{courseId}/{sectionId}/{subSectionId}: the free preview's short-lived URL (HLS once its
 * streaming versions are made, else the file), for anyone. Like the learner's player, never refetched behind the
 * player's back: the player renews it before it lapses, or asks again when playback fails. Dropped on close.
 */
export function usePreviewUrl(lecture: PreviewLecture) {
  return useQuery({
    queryKey: ['lecture-preview-url', lecture.courseId, lecture.sectionId, lecture.subSectionId],
    queryFn: async ({ signal }) =>
      (await request(videoPlaybackEndpoints.preview, { params: previewParams(lecture), signal })).data,
    ...SIGNED_URL_QUERY,
  });
}
