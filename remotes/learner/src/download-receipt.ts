import { api } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { saveBlob } from '@skillhub/shared/save-blob';

/** GET /payment/receipt/{orderId}: the paid order's PDF receipt, saved as a file. */
export async function downloadReceipt(orderId: string): Promise<void> {
  const blob = await api.download(buildPath(apiPaths.payments.receipt, { orderId }));
  saveBlob(blob, `skillhub-receipt-${orderId}.pdf`);
}
