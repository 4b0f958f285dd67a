import { download, request } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { saveBlob } from '@skillhub/shared/save-blob';
import type { ApplicantBody, ApprovalStatus, BulkOutcome } from '@skillhub/shared/schemas/training';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** The Applicants page's calls. */

export interface ApplicantParams {
  search: string;
  status: ApprovalStatus | '';
  institution: string;
  program: string;
  page: number;
  limit: number;
}

export const applicantKeys = {
  all: ['training-applicants'] as const,
  list: (params: ApplicantParams) => [...applicantKeys.all, 'list', params] as const,
  history: (id: string) => [...applicantKeys.all, 'history', id] as const,
};

export function useApplicants(params: ApplicantParams) {
  return useQuery({
    queryKey: applicantKeys.list(params),
    queryFn: async ({ signal }) =>
      request(trainingEndpoints.applicants, {
        query: {
          page: params.page,
          limit: params.limit,
          search: params.search || undefined,
          status: params.status || undefined,
          institution: params.institution || undefined,
          program: params.program || undefined,
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useApplicantHistory(id: string | undefined) {
  return useQuery({
    queryKey: applicantKeys.history(id ?? ''),
    queryFn: async ({ signal }) =>
      (await request(trainingEndpoints.applicantHistory, { params: { id: id ?? '' }, signal })).data,
    enabled: Boolean(id),
  });
}

function useApplicantMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantKeys.all }) });
}

export const useSaveApplicant = () =>
  useApplicantMutation(({ id, body }: { id?: string; body: ApplicantBody }) =>
    id
      ? request(trainingEndpoints.updateApplicant, { params: { id }, body })
      : request(trainingEndpoints.createApplicant, { body }),
  );

/** One applicant or several: each moves on its own, and those that cannot are reported in `failed`. */
export const useSetStatus = () =>
  useApplicantMutation(({ ids, status }: { ids: string[]; status: ApprovalStatus }) =>
    request(trainingEndpoints.bulkStatus, { body: { ids, status } }),
  );

export const useResendCertificate = () =>
  useApplicantMutation((id: string) => request(trainingEndpoints.resendCertificate, { params: { id } }));

/**
 * POST /training/applicants/download-certificate/{id}: the PDF, saved as a file. The reason is needed only to
 * issue it before its program has ended.
 */
export async function downloadCertificate(id: string, earlyIssueReason?: string): Promise<void> {
  const file = await download(buildPath(apiPaths.training.downloadCertificate, { id }), {
    method: 'post',
    ...(earlyIssueReason ? { json: { earlyIssueReason } } : {}),
  });
  saveBlob(file.blob, file.fileName ?? 'training_certificate.pdf');
}

/** How many certificates one call sends: small enough that the progress bar moves, large enough to be quick. */
export const CERTIFICATE_BATCH = 25;

/**
 * Sends certificates in batches, counting progress, and gathers what each batch did. The reason, when given,
 * goes with every batch: it is kept with each certificate issued before its program ended.
 */
export function useSendCertificates() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ ids, earlyIssueReason }: { ids: string[]; earlyIssueReason?: string | undefined }) => {
      const outcome: BulkOutcome = { updated: [], failed: [] };
      setProgress({ done: 0, total: ids.length });
      try {
        for (let i = 0; i < ids.length; i += CERTIFICATE_BATCH) {
          const batch = ids.slice(i, i + CERTIFICATE_BATCH);
          const answer = await request(trainingEndpoints.sendCertificates, { body: { ids: batch, earlyIssueReason } });
          outcome.updated.push(...answer.data.updated);
          outcome.failed.push(...answer.data.failed);
          setProgress({ done: Math.min(i + batch.length, ids.length), total: ids.length });
        }
        return outcome;
      } finally {
        await queryClient.invalidateQueries({ queryKey: applicantKeys.all });
      }
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
