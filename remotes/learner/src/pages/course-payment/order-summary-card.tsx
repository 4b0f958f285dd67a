import { formatRupees } from '@skillhub/shared/format';
import type { PriceQuote } from '@skillhub/shared/schemas/coupon';
import type { PaymentSummary } from '@skillhub/shared/schemas/payment';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { DetailLines } from '../../ui/detail-lines.tsx';
import { StatusTag } from '../../ui/status-tag.tsx';

function useValidityLabel() {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  return (validity: PaymentSummary['course']['validity']): string =>
    validity === 'LifeTime'
      ? t('payment.lifetimeAccess')
      : t('payment.accessFor', { validity: common(`values.validity.${validity}`) });
}

const rupeesOf = (paise: number) => formatRupees(paise / 100);

/**
 * The order summary: what the learner buys, for how long, and what it costs in rupees, with the coupon or
 * automatic offer the server priced in (`quote`).
 */
export function OrderSummaryCard({
  summary,
  quote,
  couponCode,
  children,
}: {
  summary: PaymentSummary;
  quote: PriceQuote;
  couponCode: string | null;
  children: ReactNode;
}) {
  const { course } = summary;
  const { price } = course;
  const { t } = useT();
  const validityLabel = useValidityLabel();
  return (
    <Card title={t('payment.summary')} styles={{ body: { padding: 16 } }}>
      <Flex vertical gap="middle">
        <Flex gap="middle" align="flex-start" wrap>
          {/* A plain image, not antd's Image: that comes in antd's `more` part (ui/detail-lines.tsx says why). */}
          {course.thumbnail && (
            <img
              src={course.thumbnail}
              alt=""
              width={120}
              height={68}
              style={{ objectFit: 'cover', borderRadius: 6, display: 'block', flex: 'none' }}
            />
          )}
          <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {course.title}
            </Typography.Title>
            <Typography.Text type="secondary">{course.subtitle}</Typography.Text>
          </Flex>
        </Flex>
        <DetailLines
          label={t('payment.price')}
          lines={[
            { key: 'actual', label: t('payment.actualPrice'), value: formatRupees(price.actualPrice) },
            {
              key: 'discount',
              label: t('payment.discount'),
              value:
                price.discountPercentage > 0 ? (
                  <StatusTag tone="success">{t('payment.off', { percent: price.discountPercentage })}</StatusTag>
                ) : (
                  t('payment.noDiscount')
                ),
            },
            ...(quote.coupon && quote.discountPaise > 0
              ? [
                  {
                    key: 'coupon',
                    label: couponCode
                      ? t('payment.coupon.line', { code: couponCode.toUpperCase() })
                      : quote.coupon.title,
                    value: <Typography.Text type="success">{`− ${rupeesOf(quote.discountPaise)}`}</Typography.Text>,
                  },
                ]
              : []),
            {
              key: 'final',
              label: t('payment.youPay'),
              value: (
                <Flex gap="small" align="baseline" wrap>
                  {quote.discountPaise > 0 && (
                    <Typography.Text delete type="secondary">
                      {rupeesOf(quote.basePaise)}
                    </Typography.Text>
                  )}
                  <Typography.Text strong>{rupeesOf(quote.totalPaise)}</Typography.Text>
                </Flex>
              ),
            },
            { key: 'validity', label: t('payment.validity'), value: validityLabel(course.validity) },
          ]}
        />
        {children}
      </Flex>
    </Card>
  );
}
