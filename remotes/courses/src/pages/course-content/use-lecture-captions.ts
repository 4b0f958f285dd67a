import { request } from '@skillhub/shared/api-client';
import { lectureCaptionEndpoints } from '@skillhub/shared/endpoints/lecture-captions';
import type { CaptionLanguage } from '@skillhub/shared/schemas/lecture-captions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/course-queries.ts';
import type { LectureTarget } from './chunked-upload.ts';

const captionsKey = (target: LectureTarget) => [
  ...courseKeys.content(target.courseId),
  'captions',
  target.subSectionId,
];

/** GET /course/captions/{courseId}/{sectionId}/{subSectionId}: the lecture video's caption files. */
export function useLectureCaptions(target: LectureTarget | null) {
  return useQuery({
    queryKey: target ? captionsKey(target) : ['captions-closed'],
    queryFn: async ({ signal }) =>
      (await request(lectureCaptionEndpoints.list, { params: { ...(target as LectureTarget) }, signal })).data,
    enabled: target !== null,
  });
}

/** PUT (multipart, the file field file) and DELETE /course/captions/…/{language}; the list is read again after. */
export function useCaptionChanges(target: LectureTarget) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: captionsKey(target) });
  const upload = useMutation({
    mutationFn: ({ language, file }: { language: CaptionLanguage; file: File }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return request(lectureCaptionEndpoints.upload, { params: { ...target, language }, body });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (language: CaptionLanguage) =>
      request(lectureCaptionEndpoints.remove, { params: { ...target, language } }),
    onSuccess: refresh,
  });
  return { upload, remove };
}
