import { request } from '@skillhub/shared/api-client';
import { videoPlaybackEndpoints } from '@skillhub/shared/endpoints/video-playback';
import type { LectureVideoState } from '@skillhub/shared/schemas/video-playback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/course-queries.ts';
import type { LectureTarget } from './chunked-upload.ts';

/** How often the states are read again while a video waits or is being processed. */
export const VIDEO_STATES_POLL_MS = 5000;

/**
 * The transcoding state of each lecture video of a course. Kept under the content's key, so the refresh that
 * follows an upload reads the new video's state too; read again every few seconds while any is unfinished.
 */
export function useVideoStates(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...courseKeys.content(courseId), 'video-states'],
    queryFn: async ({ signal }) =>
      (await request(videoPlaybackEndpoints.states, { params: { courseId }, signal })).data,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((s: LectureVideoState) => s.status === 'queued' || s.status === 'processing')
        ? VIDEO_STATES_POLL_MS
        : false,
  });
}

export function useRetryVideo(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: LectureTarget) => request(videoPlaybackEndpoints.retry, { params: { ...target } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...courseKeys.content(courseId), 'video-states'] }),
  });
}
