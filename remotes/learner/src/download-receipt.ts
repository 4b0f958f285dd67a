import { api } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';

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

/** GET /payment/receipt/{orderId}: the paid order's PDF receipt, saved as a file. */
export async function downloadReceipt(orderId: string): Promise<void> {
  const blob = await api.download(buildPath(apiPaths.payments.receipt, { orderId }));
  saveBlob(blob, `skillhub-receipt-${orderId}.pdf`);
}
