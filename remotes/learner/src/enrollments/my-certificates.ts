import { download, request } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { courseCertificateEndpoints } from '@skillhub/shared/endpoints/course-certificates';
import { saveBlob } from '@skillhub/shared/save-blob';
import { useQuery } from '@tanstack/react-query';

export const myCertificatesKey = ['my-courses', 'certificates'] as const;

/**
 * GET /course/my-certificates: the learner's course certificates, newest first. The server issues any that
 * became due first (a course that began giving certificates after the learner completed it).
 */
export const myCertificatesQuery = {
  queryKey: myCertificatesKey,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await request(courseCertificateEndpoints.mine, { signal })).data,
};

export function useMyCertificates() {
  return useQuery(myCertificatesQuery);
}

/** GET /course/my-certificates/{id}/pdf: the certificate as a PDF, saved as a file named by its number. */
export async function downloadCertificate(certificateId: string, number: string): Promise<void> {
  const file = await download(buildPath(apiPaths.courseCertificates.myPdf, { certificateId }));
  saveBlob(file.blob, file.fileName ?? `certificate-${number}.pdf`);
}
