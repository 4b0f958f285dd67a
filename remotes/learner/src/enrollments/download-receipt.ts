import { api } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { saveBlob } from '@skillhub/shared/save-blob';

/** GET /payment/receipt/{orderId}: the paid order's PDF receipt, saved as a file. */
export async function downloadReceipt(orderId: string): Promise<void> {
  const file = await api.download(buildPath(apiPaths.payments.receipt, { orderId }));
  // The server names it by the receipt number the learner sees in the mail.
  saveBlob(file.blob, file.fileName ?? `skillhub-receipt-${orderId}.pdf`);
}
