import { download, errorMessage } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { saveBlob } from '@skillhub/shared/save-blob';
import { useNotify } from '@skillhub/shared/ui/notify';
import { useState } from 'react';

/** GET /payment/receipt/{orderId}: the paid order's PDF receipt, saved as a file. */
export async function downloadReceipt(orderId: string): Promise<void> {
  const file = await download(buildPath(apiPaths.payments.receipt, { orderId }));
  // The server names it by the receipt number the learner sees in the mail.
  saveBlob(file.blob, file.fileName ?? `skillhub-receipt-${orderId}.pdf`);
}

/** GET /payment/invoice/{orderId}: the paid order's GST tax invoice as a PDF, saved as a file. */
export async function downloadInvoice(orderId: string): Promise<void> {
  const file = await download(buildPath(apiPaths.payments.invoice, { orderId }));
  // The server names it by the invoice number.
  saveBlob(file.blob, file.fileName ?? `tax-invoice-${orderId}.pdf`);
}

/** A download button's state: spinning while the file comes, a toast when it cannot. */
function useOrderDownload(fetchFile: (orderId: string) => Promise<void>) {
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const download = async (orderId: string) => {
    setDownloading(true);
    try {
      await fetchFile(orderId);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}

export const useReceiptDownload = () => useOrderDownload(downloadReceipt);
export const useInvoiceDownload = () => useOrderDownload(downloadInvoice);
