import { request } from '@skillhub/shared/api-client';
import { lectureCaptionEndpoints } from '@skillhub/shared/endpoints/lecture-captions';
import { SIGNED_URL_QUERY } from '@skillhub/shared/video/signed-url-query';
import { useQuery } from '@tanstack/react-query';
import { type PreviewLecture, previewParams } from './use-preview-url.ts';

/**
 * GET /course/preview-caption-tracks/{courseId}/{sectionId}/{subSectionId}: the free preview's caption files, each
 * a URL signed for the preview and a few minutes, for anyone. A track is fetched when it is first shown; the
 * player asks again before showing one whose URL has lapsed. Dropped on close.
 */
export function usePreviewCaptionTracks(lecture: PreviewLecture) {
  return useQuery({
    queryKey: ['lecture-preview-caption-tracks', lecture.courseId, lecture.sectionId, lecture.subSectionId],
    queryFn: async ({ signal }) =>
      (await request(lectureCaptionEndpoints.previewTracks, { params: previewParams(lecture), signal })).data,
    ...SIGNED_URL_QUERY,
  });
}
