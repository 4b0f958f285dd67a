import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { formatDate, formatRupees } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { PaymentLinkCheckout, PaymentLinkPaid } from '@skillhub/shared/schemas/lead-revenue';
import type { PaymentOrder } from '@skillhub/shared/schemas/payment';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { DetailLines } from '../../ui/detail-lines.tsx';
import { type CheckoutOutcome, failedMessage } from '../course-payment/checkout-outcome.ts';
import { payWithRazorpay } from '../course-payment/razorpay-checkout.ts';
import { SandboxCheckoutDialog } from '../course-payment/sandbox-checkout-dialog.tsx';
import { openLinkOrder, payLinkKey, sandboxPayLink, usePayLink, verifyLinkPayment } from './use-pay-link.ts';

type Phase =
  | { name: 'idle' }
  | { name: 'paying' }
  | { name: 'verifying' }
  | { name: 'paid'; result: PaymentLinkPaid }
  | { name: 'failed'; message: string }
  | { name: 'error'; message: string };

const rupees = (paise: number) => formatRupees(paise / 100);

/**
 * /pay/{token}: the checkout of a payment link staff sent to a lead. The lead's details come filled in from the
 * lead (they are the account's), so a phone needs one tap to pay; paying makes the account if there is none.
 */
export default function PayLinkPage() {
  const { token = '' } = useParams();
  const link = usePayLink(token);
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const data = link.data;

  useEffect(() => {
    if (data) document.title = t('payLink.documentTitle', { title: data.course.title, company: COMPANY.name });
  }, [data, t]);

  const settle = async (outcome: CheckoutOutcome) => {
    setSandboxOrder(null);
    if (outcome.kind === 'cancelled') return setPhase({ name: 'idle' });
    if (outcome.kind === 'failed') return setPhase({ name: 'failed', message: failedMessage(outcome.reason) });
    setPhase({ name: 'verifying' });
    try {
      setPhase({ name: 'paid', result: await verifyLinkPayment(token, outcome.razorpayData) });
    } catch (error) {
      setPhase({ name: 'error', message: errorMessage(error) });
    }
  };

  const pay = async () => {
    setPhase({ name: 'paying' });
    try {
      const result = await openLinkOrder(token);
      if (result.kind === 'enrolled') {
        return setPhase({
          name: 'paid',
          result: { courseTitle: data?.course.title ?? '', amountPaise: 0, accountCreated: false },
        });
      }
      if (result.order.provider === 'sandbox') return setSandboxOrder(result.order);
      await settle(await payWithRazorpay(result.order));
    } catch (error) {
      setPhase({ name: 'error', message: errorMessage(error) });
      // Paid or expired meanwhile (another tab, another device): show the link as it is now.
      if (error instanceof ApiError && (error.status === 409 || error.status === 410)) {
        void queryClient.invalidateQueries({ queryKey: payLinkKey(token) });
      }
    }
  };

  const frame = (children: ReactNode) => (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: '20px 16px', width: '100%', boxSizing: 'border-box' }}>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('payLink.title')}
      </Typography.Title>
      {children}
    </div>
  );

  if (phase.name === 'paid') return frame(<LinkPaid result={phase.result} />);
  if (link.isPending) {
    return frame(
      <div role="status" aria-label={t('payLink.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>,
    );
  }
  if (link.isError || !data) {
    const missing = link.error instanceof ApiError && (link.error.status === 404 || link.error.status === 400);
    return frame(
      <Alert
        type="error"
        showIcon
        role="alert"
        title={missing ? t('payLink.notFound') : t('payLink.failedToLoad')}
        action={missing ? undefined : <Button onClick={() => link.refetch()}>{common('actions.retry')}</Button>}
      />,
    );
  }
  if (data.state !== 'open') {
    return frame(
      <Alert
        type={data.state === 'paid' ? 'success' : 'warning'}
        showIcon
        role="status"
        title={data.state === 'paid' ? t('payLink.paid') : t('payLink.expired', { date: formatDate(data.expiresAt) })}
        action={
          data.state === 'paid' ? (
            <Link to={routeTo('auth')}>
              <Button>{t('payLink.signIn')}</Button>
            </Link>
          ) : undefined
        }
      />,
    );
  }

  const busy = phase.name === 'paying' || phase.name === 'verifying';
  return frame(
    <Flex vertical gap="middle">
      <LinkSummary data={data} />
      {phase.name === 'failed' || phase.name === 'error' ? (
        <Alert type="error" showIcon role="alert" title={phase.message} />
      ) : null}
      <Button type="primary" size="large" block loading={busy} onClick={pay}>
        {t('payment.pay', { amount: rupees(data.totalPaise) })}
      </Button>
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        {t('payLink.validUntil', { date: formatDate(data.expiresAt) })}
      </Typography.Text>
      <SandboxCheckoutDialog
        order={sandboxOrder}
        onOutcome={settle}
        pay={(_providerOrderId, outcome, contact) => sandboxPayLink(token, outcome, contact)}
      />
    </Flex>,
  );
}

/** The course, the price and the lead's details the order is for. */
function LinkSummary({ data }: { data: PaymentLinkCheckout }) {
  const { t } = useT();
  return (
    <>
      <Card size="small" title={data.course.title}>
        <DetailLines
          label={t('payLink.price')}
          lines={[
            { key: 'price', label: t('payLink.price'), value: rupees(data.pricePaise) },
            ...(data.couponCode
              ? [
                  {
                    key: 'coupon',
                    label: t('payLink.coupon', { code: data.couponCode }),
                    value: `− ${rupees(data.discountPaise)}`,
                  },
                ]
              : []),
            {
              key: 'total',
              label: t('payLink.youPay'),
              value: <Typography.Text strong>{rupees(data.totalPaise)}</Typography.Text>,
            },
          ]}
        />
      </Card>
      {data.couponProblem ? (
        <Alert type="warning" showIcon title={t('payLink.couponGone', { reason: data.couponProblem })} />
      ) : null}
      <Card size="small" title={t('payLink.yourDetails')}>
        <Flex vertical gap="small">
          <DetailLines
            label={t('payLink.yourDetails')}
            lines={[
              { key: 'name', label: t('payLink.name'), value: data.buyer.name },
              { key: 'email', label: t('payLink.email'), value: data.buyer.email },
              { key: 'phone', label: t('payLink.phone'), value: data.buyer.phone },
            ]}
          />
          <Typography.Text type="secondary">{t('payLink.detailsNote')}</Typography.Text>
        </Flex>
      </Card>
    </>
  );
}

function LinkPaid({ result }: { result: PaymentLinkPaid }) {
  const { t } = useT();
  return (
    <Result
      status="success"
      title={t('payLink.done', { title: result.courseTitle })}
      subTitle={result.accountCreated ? t('payLink.setPassword') : undefined}
      extra={
        <Flex gap="small" justify="center" wrap>
          <Link to={result.accountCreated ? routeTo('auth') : routeTo('myCourses')}>
            <Button type="primary">{result.accountCreated ? t('payLink.signIn') : t('payLink.myCourses')}</Button>
          </Link>
        </Flex>
      }
    />
  );
}
