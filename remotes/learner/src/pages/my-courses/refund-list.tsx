import { DownloadOutlined } from '@ant-design/icons';
import { formatDate, formatRupees } from '@skillhub/shared/format';
import type { Refund, RefundStatus } from '@skillhub/shared/schemas/refund';
import { Button, Flex, Typography } from 'antd';
import { useCreditNoteDownload } from '../../enrollments/order-downloads.ts';
import { useT } from '../../i18n/index.ts';
import { StatusTag, type StatusTone } from '../../ui/status-tag.tsx';

const REFUND_TONES: Record<RefundStatus, StatusTone> = {
  requested: 'processing',
  processed: 'success',
  failed: 'error',
};

function CreditNoteButton({ refund, number }: { refund: Refund; number: string }) {
  const { t } = useT();
  const { downloading, download } = useCreditNoteDownload();
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
      icon={<DownloadOutlined aria-hidden />}
      loading={downloading}
      onClick={() => download(refund._id)}
    >
      {t('myCourses.creditNote', { number })}
    </Button>
  );
}

/**
 * A purchase's refunds, oldest first: each with its amount, status, the day it was asked for or settled, and,
 * once processed, its credit note to download.
 */
export function RefundList({ refunds }: { refunds: readonly Refund[] }) {
  const { t } = useT();
  if (refunds.length === 0) return null;
  return (
    <ul aria-label={t('myCourses.refunds')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {refunds.map((refund) => (
        <li key={refund._id}>
          <Flex gap={4} align="center" wrap>
            <span>{t('myCourses.refund', { amount: formatRupees(refund.amountPaise / 100) })}</span>
            <StatusTag tone={REFUND_TONES[refund.status]}>{t(`myCourses.refundStatus.${refund.status}`)}</StatusTag>
            <Typography.Text type="secondary">
              {t('myCourses.refundOn', { date: formatDate(refund.settledAt ?? refund.requestedAt) })}
            </Typography.Text>
            {refund.creditNoteNumber && <CreditNoteButton refund={refund} number={refund.creditNoteNumber} />}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
