import { ApiError, refreshSession } from '@skillhub/shared/api-client';
import { API_PREFIX, apiPaths } from '@skillhub/shared/api-paths';
import type { ErrorBody } from '@skillhub/shared/schemas/common';
import { getAccessToken } from '@skillhub/shared/session';
import { type EnquiryFilters, enquirySearchParams } from './use-enquiries.ts';

export const EXPORT_FILE_NAME = 'enquiries.csv';

/**
 * The shared api client parses every answer as JSON, and the export is a CSV file, so this one call goes
 * through fetch itself with the same bearer token and the same one-refresh-on-401 rule. The base is the
 * client's default '/api'; tests that point the client elsewhere point this call there too.
 */
let exportBase: string = API_PREFIX;

export function configureEnquiryExportBase(base: string): void {
  exportBase = base.replace(/\/+$/, '');
}

function exportUrl(filters: EnquiryFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(enquirySearchParams(filters))) if (value) query.set(key, value);
  const search = query.toString();
  return `${exportBase}${apiPaths.enquiries.export}${search ? `?${search}` : ''}`;
}

async function requestCsv(url: string, retried = false): Promise<Blob> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('FETCH_ERROR', undefined);
  }
  if (response.status === 401 && !retried && token && (await refreshSession())) return requestCsv(url, true);
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
    throw new ApiError(response.status, data?.message ? data : undefined);
  }
  return response.blob();
}

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
  saveBlob(await requestCsv(exportUrl(filters)), EXPORT_FILE_NAME);
}
