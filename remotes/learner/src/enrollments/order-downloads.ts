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

/** GET /payment/credit-note/{refundId}: a processed refund's credit note as a PDF, saved as a file. */
export async function downloadCreditNote(refundId: string): Promise<void> {
  const file = await download(buildPath(apiPaths.payments.creditNote, { refundId }));
  // The server names it by the credit note number, as the refund mail's attachment is named.
  saveBlob(file.blob, file.fileName ?? `credit-note-${refundId}.pdf`);
}

/** A download button's state: spinning while the file comes, a toast when it cannot. */
function useOrderDownload(fetchFile: (id: string) => Promise<void>) {
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const download = async (id: string) => {
    setDownloading(true);
    try {
      await fetchFile(id);
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
export const useCreditNoteDownload = () => useOrderDownload(downloadCreditNote);
