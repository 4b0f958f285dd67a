import { download } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { saveBlob } from '@skillhub/shared/save-blob';
import { type EnquiryFilters, enquirySearchParams } from './use-enquiries.ts';

export const EXPORT_FILE_NAME = 'enquiries.csv';

/** GET /course/enquiry/export with the list's filters, saved as enquiries.csv. */
export async function exportEnquiries(filters: EnquiryFilters): Promise<void> {
  const file = await download(apiPaths.enquiries.export, { searchParams: enquirySearchParams(filters) });
  saveBlob(file.blob, EXPORT_FILE_NAME);
}
