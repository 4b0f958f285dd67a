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

/** A Download receipt button's state: spinning while the file comes, a toast when it cannot. */
export function useReceiptDownload() {
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const download = async (orderId: string) => {
    setDownloading(true);
    try {
      await downloadReceipt(orderId);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
