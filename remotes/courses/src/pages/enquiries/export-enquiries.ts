import { api } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { type EnquiryFilters, enquirySearchParams } from './use-enquiries.ts';

export const EXPORT_FILE_NAME = 'enquiries.csv';

/** Hands the blob to the browser as a download, then lets the object URL go. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later it is safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET /course/enquiry/export with the list's filters, saved as enquiries.csv. */
export async function exportEnquiries(filters: EnquiryFilters): Promise<void> {
  saveBlob(
    await api.download(apiPaths.enquiries.export, { searchParams: enquirySearchParams(filters) }),
    EXPORT_FILE_NAME,
  );
}
