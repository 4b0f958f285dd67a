import { DownloadOutlined, FileTextOutlined, ReloadOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { formatDate, formatRupees } from '@skillhub/shared/format';
import type { RefundedPurchase } from '@skillhub/shared/schemas/my-courses';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefundedPurchases } from '../../enrollments/my-courses-query.ts';
import { useInvoiceDownload, useReceiptDownload } from '../../enrollments/order-downloads.ts';
import { useT } from '../../i18n/index.ts';
import { StatusTag } from '../../ui/status-tag.tsx';
import { RefundList } from './refund-list.tsx';

const linkButton = { padding: 0, alignSelf: 'flex-start', height: 'auto', whiteSpace: 'normal' } as const;

function RefundedPurchaseCard({ purchase }: { purchase: RefundedPurchase }) {
  const { t } = useT();
  const receipt = useReceiptDownload();
  const invoice = useInvoiceDownload();
  return (
    <Card role="article" aria-label={purchase.course.title} size="small" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap="small">
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {purchase.course.title}
          </Typography.Title>
          <StatusTag>{t('myCourses.refundedInFull')}</StatusTag>
        </Flex>
        <Typography.Text type="secondary">
          {t('myCourses.paidOn', {
            amount: formatRupees(purchase.amountPaise / 100),
            date: formatDate(purchase.paidAt),
            receipt: purchase.receipt,
          })}
        </Typography.Text>
        <RefundList refunds={purchase.refunds} />
        <Flex gap="middle" wrap>
          <Button
            type="link"
            size="small"
            style={linkButton}
            icon={<DownloadOutlined aria-hidden />}
            loading={receipt.downloading}
            onClick={() => receipt.download(purchase.orderId)}
          >
            {t('myCourses.receipt')}
          </Button>
          {purchase.invoiceNumber && (
            <Button
              type="link"
              size="small"
              style={linkButton}
              icon={<FileTextOutlined aria-hidden />}
              loading={invoice.downloading}
              aria-label={t('myCourses.invoiceLabel', { number: purchase.invoiceNumber })}
              onClick={() => invoice.download(purchase.orderId)}
            >
              {t('myCourses.invoice')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * Purchases whose refunds ended the access: their course cards are gone, so the refunds, credit notes and the
 * invoice are found here. Nothing at all shows while there are none.
 */
export function RefundedPurchases() {
  const purchases = useRefundedPurchases();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  if (purchases.isError) {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginTop: 32 }}
        title={t('myCourses.refundedFailed')}
        description={errorMessage(purchases.error)}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => purchases.refetch()}>
            {common('actions.retry')}
          </Button>
        }
      />
    );
  }
  if (!purchases.data?.length) return null;
  return (
    <section aria-labelledby="refunded-purchases" style={{ marginTop: 32 }}>
      <Typography.Title id="refunded-purchases" level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('myCourses.refundedTitle')}
      </Typography.Title>
      <Flex vertical gap="middle" role="list" aria-labelledby="refunded-purchases">
        {purchases.data.map((purchase) => (
          <div key={purchase.orderId} role="listitem">
            <RefundedPurchaseCard purchase={purchase} />
          </div>
        ))}
      </Flex>
    </section>
  );
}
