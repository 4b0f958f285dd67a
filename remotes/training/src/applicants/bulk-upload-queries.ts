import { download } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import type { ResponseOf } from '@skillhub/shared/endpoint';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { saveBlob } from '@skillhub/shared/save-blob';
import type { BulkUploadMode } from '@skillhub/shared/schemas/training';
import { type UploadProgress, uploadWithProgress } from '@skillhub/shared/upload-with-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicantKeys } from './applicant-queries.ts';

/** The Bulk upload dialog's calls: check or import a spreadsheet of applicants, and its templates. */

/** A 10,000-row .xlsx takes the server a while to read and check; the default 20 s is too short for it. */
const UPLOAD_TIMEOUT_MS = 2 * 60_000;

export interface BulkUploadInput {
  file: File;
  program: string;
  mode: BulkUploadMode;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST /training/applicants/bulk-upload?mode=preview|import, reporting how much of the file has gone up. After
 * an import, even one that failed on the way back, the applicants' lists are fetched again: the rows may be in.
 */
export function useBulkUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, program, mode, onProgress }: BulkUploadInput) => {
      // The server holds the file until every part is read, so the order of the parts does not matter.
      const form = new FormData();
      form.set('program', program);
      form.set('file', file, file.name);
      return (
        await uploadWithProgress<ResponseOf<typeof trainingEndpoints.bulkUpload>>(
          trainingEndpoints.bulkUpload.path,
          form,
          {
            searchParams: { mode },
            timeout: UPLOAD_TIMEOUT_MS,
            onProgress,
          },
        )
      ).data;
    },
    onSettled: (_data, _error, { mode }) =>
      mode === 'import' ? queryClient.invalidateQueries({ queryKey: applicantKeys.all }) : undefined,
  });
}

export type TemplateFormat = 'csv' | 'xlsx';

/** GET /training/applicants/bulk-upload/template?format=: the header row and one example row, saved as a file. */
export async function downloadTemplate(format: TemplateFormat): Promise<string> {
  const file = await download(apiPaths.training.bulkTemplate, { searchParams: { format } });
  const fileName = file.fileName ?? `training_applicants_template.${format}`;
  saveBlob(file.blob, fileName);
  return fileName;
}
