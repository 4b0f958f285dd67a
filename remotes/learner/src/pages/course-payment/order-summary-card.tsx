import { formatRupees } from '@skillhub/shared/format';
import type { PriceQuote } from '@skillhub/shared/schemas/coupon';
import type { PaymentSummary } from '@skillhub/shared/schemas/payment';
import { Card, Descriptions, Flex, Image, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';

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
  const { token } = theme.useToken();
  const validityLabel = useValidityLabel();
  return (
    <Card title={t('payment.summary')} styles={{ body: { padding: 16 } }}>
      <Flex vertical gap="middle">
        <Flex gap="middle" align="flex-start" wrap>
          {course.thumbnail && (
            <Image
              src={course.thumbnail}
              alt=""
              width={120}
              height={68}
              preview={false}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          )}
          <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {course.title}
            </Typography.Title>
            <Typography.Text type="secondary">{course.subtitle}</Typography.Text>
          </Flex>
        </Flex>
        <Descriptions
          column={1}
          size="small"
          aria-label={t('payment.price')}
          items={[
            { key: 'actual', label: t('payment.actualPrice'), children: formatRupees(price.actualPrice) },
            {
              key: 'discount',
              label: t('payment.discount'),
              children:
                price.discountPercentage > 0 ? (
                  // antd's green on its tint is 3.4:1; the theme's success text reaches 5.4:1 there.
                  <Tag color="green" variant="filled" style={{ color: token.colorSuccessText }}>
                    {t('payment.off', { percent: price.discountPercentage })}
                  </Tag>
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
                    children: <Typography.Text type="success">{`− ${rupeesOf(quote.discountPaise)}`}</Typography.Text>,
                  },
                ]
              : []),
            {
              key: 'final',
              label: t('payment.youPay'),
              children: (
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
            { key: 'validity', label: t('payment.validity'), children: validityLabel(course.validity) },
          ]}
        />
        {children}
      </Flex>
    </Card>
  );
}
