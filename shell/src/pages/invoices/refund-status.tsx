import { formatRupees } from '@skillhub/shared/format';
import type { Refund, RefundStatus } from '@skillhub/shared/schemas/refund';
import { Flex, Tag, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';

const COLOURS: Record<RefundStatus, string> = { requested: 'processing', processed: 'success', failed: 'error' };

export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const { t } = useT();
  return <Tag color={COLOURS[status]}>{t(`invoices.refund.status.${status}`)}</Tag>;
}

/** An invoice row's refunds: each amount with its status and, once processed, its credit note. */
export function RefundList({ refunds }: { refunds: readonly Refund[] }) {
  const { t } = useT();
  if (refunds.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      {refunds.map((refund) => (
        <Flex key={refund._id} gap={4} align="center" wrap>
          <span>{formatRupees(refund.amountPaise / 100)}</span>
          <RefundStatusTag status={refund.status} />
          {refund.creditNoteNumber && (
            <Typography.Text type="secondary" aria-label={t('invoices.refund.creditNote')}>
              {refund.creditNoteNumber}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
