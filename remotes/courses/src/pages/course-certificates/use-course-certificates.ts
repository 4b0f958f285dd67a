import { request } from '@skillhub/shared/api-client';
import { courseCertificateEndpoints } from '@skillhub/shared/endpoints/course-certificates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A course's certificates as staff see them: the setting, one page of the list, and revoking one. */

export interface CertificatesQuery {
  page: number;
  limit: number;
  search?: string;
}

export const certificateKeys = {
  course: (courseId: string) => ['course-certificates', courseId] as const,
  settings: (courseId: string) => [...certificateKeys.course(courseId), 'settings'] as const,
  list: (courseId: string, query: CertificatesQuery) => [...certificateKeys.course(courseId), 'list', query] as const,
};

export function useCertificateSettings(courseId: string) {
  return useQuery({
    queryKey: certificateKeys.settings(courseId),
    queryFn: async ({ signal }) =>
      (await request(courseCertificateEndpoints.settings, { params: { courseId }, signal })).data,
  });
}

export function useSaveCertificateSettings(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (await request(courseCertificateEndpoints.saveSettings, { params: { courseId }, body: { enabled } })).data,
    onSuccess: (data) => queryClient.setQueryData(certificateKeys.settings(courseId), data),
  });
}

export function useCourseCertificates(courseId: string, query: CertificatesQuery) {
  return useQuery({
    queryKey: certificateKeys.list(courseId, query),
    queryFn: ({ signal }) => request(courseCertificateEndpoints.list, { params: { courseId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRevokeCertificate(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificateId, reason }: { certificateId: string; reason: string }) =>
      request(courseCertificateEndpoints.revoke, { params: { courseId, certificateId }, body: { reason } }),
    // An "already revoked" refusal also means the list is behind.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...certificateKeys.course(courseId), 'list'] }),
  });
}
